import { useId } from 'react';
import type { BrandCategory } from '../../../../shared/api/catalogue';
import { LISTING_TEXT as T } from '../messages';
import type { BrandScope } from '../url-state';

const INDENT = '\u00a0\u00a0\u00a0\u00a0';

export interface BrandFilterByProps {
  categories: BrandCategory[];
  value: BrandScope;
  onChange: (scope: BrandScope) => void;
}

const encode = (scope: BrandScope) => (scope ? `${scope.param}:${scope.value}` : '');
function decode(v: string): BrandScope {
  const m = /^(cat|sub|type):(.+)$/.exec(v);
  return m ? { param: m[1] as 'cat' | 'sub' | 'type', value: m[2] } : null;
}

/** The brand page's 'Filter By' select: All Categories, then categories, sub-categories and types, indented. */
export function BrandFilterBy({ categories, value, onChange }: BrandFilterByProps) {
  const id = useId();
  const options: { value: string; label: string }[] = [];
  for (const c of categories) {
    if (!c?.category_url) continue;
    options.push({ value: `cat:${c.category_url}`, label: c.name });
    for (const s of c.subCategories ?? []) {
      if (!s?.sub_category_url) continue;
      options.push({ value: `sub:${s.sub_category_url}`, label: INDENT + s.name });
      for (const t of s.subCategoryTypes ?? []) {
        if (!t?.sub_category_type_url) continue;
        options.push({ value: `type:${t.sub_category_type_url}`, label: INDENT + INDENT + t.name });
      }
    }
  }
  // A scope the brand's tree does not have is no filter (the server ignores it): All Categories.
  const current = options.some((o) => o.value === encode(value)) ? encode(value) : '';
  return (
    <div className="cg-sort cg-filterby">
      <label htmlFor={id} className="cg-sort__label">
        {T.filterBy}
      </label>
      <select id={id} className="cg-select cg-filterby__select" value={current} onChange={(e) => onChange(decode(e.target.value))}>
        <option value="">{T.allCategories}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  );
}
