import { planSearch, splitPairs, type Synonyms } from './search-query';
import { parseSynonyms } from './search-synonyms';
import { normalizeUnits, phraseKey, singular } from './search-text';

function synonymsOf(text: string): Synonyms {
  const map = new Map<string, string[][]>();
  for (const p of parseSynonyms(text)) {
    const k = phraseKey(p.term.split(' '));
    map.set(k, [...(map.get(k) ?? []), p.expands_to.split(' ')]);
  }
  return map;
}

describe('planSearch', () => {
  it('makes every word a prefix that must match, also in its singular', () => {
    expect(planSearch('Samsu TV')?.tsquery).toBe("'samsu':* & 'tv':*");
    expect(planSearch('refrigerators')?.tsquery).toBe("('refrigerators':* | 'refrigerator':*)");
    expect(planSearch('battery')?.tsquery).toBe("('battery':* | 'batteries':*)");
  });
  it('takes one- and two-letter words and bare numbers whole', () => {
    expect(planSearch('ac')?.tsquery).toBe("('ac' | 'acs')");
    expect(planSearch('lg 55')?.tsquery).toMatch(/^\('lg' \| 'lgs'\) & \('55' \| '55inch' \| /);
  });
  it('reads a bare number also with any unit, whole (a size typed without its unit)', () => {
    const terms = planSearch('tv 32')?.tsquery.split(' & ')[1];
    expect(terms).toBe("('32' | '32inch' | '32ton' | '32kg' | '32l' | '32gb' | '32tb' | '32mah' | '32w' | '32mp' | '32va')");
    expect(planSearch('1.5')?.tsquery).toContain("'1p5ton'");
  });
  it('reads two neighbouring words also as the catalogue word they make, with its synonyms', () => {
    expect(splitPairs(['i', 'phone', '16'])).toEqual([['i', 'phone', 'iphone']]);
    expect(planSearch('i phone', new Map(), new Map(), new Set(['iphone']))?.tsquery).toBe("((('i' | 'is') & 'phone':*) | 'iphone':*)");
    expect(planSearch('i phone')?.tsquery).toBe("('i' | 'is') & 'phone':*");
    const syn = synonymsOf('airpods => true wireless earbuds');
    expect(planSearch('apple air pods', syn, new Map(), new Set(['airpods']))?.tsquery).toBe(
      "'apple':* & (('air':* & ('pods':* | 'pod':*)) | ('airpods':* | 'airpod':*) | ('true':* & 'wireless':* & ('earbuds':* | 'earbud':*)))",
    );
  });
  it('keeps the last of several words a prefix however short (still being typed), unless a synonym names it', () => {
    expect(planSearch('lg t')?.tsquery).toBe("('lg' | 'lgs') & 't':*");
    expect(planSearch('lg ac', synonymsOf('ac, air conditioner'))?.tsquery).toBe("('lg' | 'lgs') & (('ac' | 'acs') | ('air':* & 'conditioner':*))");
  });
  it('keeps digits with dots and letters of any script, drops punctuation and tsquery syntax', () => {
    expect(planSearch("1.5 L kettle!!! & | ! ( ) ' :*")?.tsquery).toBe("'1p5l':* & 'kettle':*");
    expect(planSearch('टिभी')?.tsquery).toBe("'टिभी':*");
  });
  it('answers null when nothing searchable is left', () => {
    expect(planSearch('  %%% ')).toBeNull();
    expect(planSearch('')).toBeNull();
  });
  it('drops repeated words and caps the number of words', () => {
    expect(planSearch('lg lg lg')?.tsquery).toBe("('lg' | 'lgs')");
    expect(planSearch('aaa bbb ccc ddd eee fff ggg hhh iii jjj')?.tsquery.split(' & ')).toHaveLength(8);
  });
  it('reads a phrase the synonyms name as any of its meanings, longest phrase first, plurals too', () => {
    const syn = synonymsOf('fridge, refrigerator\nac, air conditioner\nmobile phone => smartphone\nmobile => phone');
    expect(planSearch('lg fridges', syn)?.tsquery).toBe(
      "('lg' | 'lgs') & (('fridges':* | 'fridge':*) | 'refrigerator':*)",
    );
    expect(planSearch('AC', syn)?.tsquery).toBe("(('ac' | 'acs') | ('air':* & 'conditioner':*))");
    const phone = planSearch('mobile phone', syn);
    expect(phone?.tsquery).toBe("(('mobile':* & 'phone':*) | 'smartphone':*)");
    expect([...(phone?.meaning ?? [])]).toEqual(expect.arrayContaining(['mobile', 'phone', 'smartphone']));
  });
  it('reads a last word of 3 letters or more also as the start of a synonym (still being typed)', () => {
    const syn = synonymsOf('fridge, refrigerator\nac, air conditioner\nmobile => smartphone');
    expect(planSearch('frid', syn)?.tsquery).toBe("('frid':* | 'refrigerator':*)");
    expect([...(planSearch('lg fridg', syn)?.meaning ?? [])]).toContain('refrigerator');
    expect(planSearch('mob', syn)?.tsquery).toBe("('mob':* | 'smartphone':*)");
    // Not for a word before the last, nor for two letters.
    expect(planSearch('frid lg', syn)?.tsquery).toBe("'frid':* & 'lg':*");
    expect(planSearch('lg fr', syn)?.tsquery).toBe("('lg' | 'lgs') & 'fr':*");
  });
  it('reads words with digits side by side also as one model number', () => {
    const p = planSearch('QA 65Q73');
    expect(p?.tsquery).toBe("((('qa' | 'qas') & '65q73':*) | 'qa65q73':*)");
    expect(p?.models).toContain('qa65q73');
    expect(planSearch('QA-65Q73')?.tsquery).toBe(p?.tsquery);
    expect(planSearch('qa65q73')?.models).toEqual(['qa65q73']);
  });
});

describe('normalizeUnits', () => {
  it('writes numbers with units as one word, decimals with p', () => {
    expect(normalizeUnits('Samsung 55" TV, 55 inch, 55-inch, 55inches, 55in')).toBe('samsung 55inch tv, 55inch, 55inch, 55inch, 55inch');
    expect(normalizeUnits('1.5 Ton AC, 1.5ton, 7 kg, 7kgs, 1.8 L, 1 litre, 256 GB, 10000 mAh, 1000 W')).toBe(
      '1p5ton ac, 1p5ton, 7kg, 7kg, 1p8l, 1l, 256gb, 10000mah, 1000w',
    );
    expect(normalizeUnits('3-in-1 plates, 2 in 1, 4 Burner, 43LQ6000')).toBe('3-in-1 plates, 2 in 1, 4 burner, 43lq6000');
  });
});

describe('singular', () => {
  it('reads the plurals catalogue words take', () => {
    expect(['fridges', 'batteries', 'boxes', 'tvs', 'glass', 'gas', 'ac'].map(singular)).toEqual([
      'fridge', 'battery', 'box', 'tv', 'glass', 'gas', 'ac',
    ]);
  });
});
