import { describe, expect, it } from 'vitest';
import { expandPattern, patternProblem } from './answer-patterns';

describe('expandPattern', () => {
  it('gives one sentence per combination of choices, first choices first', () => {
    expect(expandPattern('[Disculpe|Perdone], ¿cómo [llego|voy]?')).toEqual([
      'Disculpe, ¿cómo llego?',
      'Disculpe, ¿cómo voy?',
      'Perdone, ¿cómo llego?',
      'Perdone, ¿cómo voy?',
    ]);
  });

  it('collapses the space an empty choice leaves, and reads a plain answer as itself', () => {
    expect(expandPattern('Dudo que [él|] llegue.')).toEqual(['Dudo que él llegue.', 'Dudo que llegue.']);
    expect(expandPattern('Hola')).toEqual(['Hola']);
  });
});

describe('patternProblem', () => {
  it('accepts plain answers and well-formed patterns', () => {
    expect(patternProblem('Mucho gusto')).toBeUndefined();
    expect(patternProblem('[Un|Es un] [placer|gusto] [conocerte|]')).toBeUndefined();
  });

  it('names what is wrong with a malformed pattern', () => {
    expect(patternProblem('[Un|Es un placer')).toMatch(/pair up/);
    expect(patternProblem('[Un|[Es] un] placer')).toMatch(/pair up/);
    expect(patternProblem('Un|Es un placer')).toMatch(/inside \[ \]/);
    expect(patternProblem('[Un] placer')).toMatch(/two choices/);
    expect(patternProblem('[Un|Un] placer')).toMatch(/repeats/);
    expect(patternProblem('[a|b|c|d] [a|b|c|d] [a|b|c|d] [a|b]')).toMatch(/128 sentences/);
    expect(patternProblem('[|]')).toMatch(/repeats|empty/);
  });
});
