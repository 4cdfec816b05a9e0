import { describe, expect, it } from 'vitest';
import { inTheRolesVoice } from './role-voice';

describe("a prompt's sentence said by the role it speaks to", () => {
  it.each([
    ['Abrís de lunes a viernes de 9:00 a 14:00.', 'Abrimos de lunes a viernes de 9:00 a 14:00.'],
    ['Vendes queso de tu pueblo.', 'Vendo queso de mi pueblo.'],
    ['Os llaman a menudo los vecinos.', 'Nos llaman a menudo los vecinos.'],
    // a noun that is also "you visit" stays a noun, and a sentence with no "you" is said as written
    ['Hay visitas guiadas a las once.', 'Hay visitas guiadas a las once.'],
    ['El museo cierra los lunes.', 'El museo cierra los lunes.'],
  ])('%s → %s', (prompt, said) => {
    expect(inTheRolesVoice(prompt)).toBe(said);
  });
});

it('says nothing of what the role is, whose gender may not be the partner’s', () => {
  expect(inTheRolesVoice('Trabajas como farmacéutico en Sevilla.')).toBeUndefined();
  expect(inTheRolesVoice('Sois el equipo de una escuela de cocina.')).toBeUndefined();
});
