/** Whether a word is the stressed "a" of "agua", "hambre", "área": its first syllable carries the stress. */
export function stressedInitialA(word: string): boolean {
  const bare = word.toLowerCase().replace(/^h/, '');
  if (!/^[aá]/.test(bare)) return false;
  if (/[áéíóú]/.test(bare)) return bare.startsWith('á');
  // syllable nuclei: runs of vowels, two strong vowels in a row being two
  const nuclei = (bare.replace(/[aeo](?=[aeo])/g, '$&.').match(/[aeiouü.]+/g) ?? []).reduce(
    (count, run) => count + run.split('.').filter((part) => part !== '').length,
    0,
  );
  if (nuclei <= 1) return true;
  return /[aeiouns]$/.test(bare) && nuclei === 2;
}
