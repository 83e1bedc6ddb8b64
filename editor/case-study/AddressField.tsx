import { useId, useState } from 'react';
import { caseStudySlug, type CaseStudy } from '../../model/case-study';
import { CASE_STUDY_SLUG_MESSAGES } from '../../model/case-study-address';
import { SLUG_MAX_LENGTH } from '../../model/constants';
import { normalizeContent } from '../../model/normalize';
import type { Portfolio } from '../../model/portfolio';
import { getTemplate } from '../../templates';
import { caseStudyAddresses } from '../../templates/case-study-addresses';
import './address-field.css';

type Props = {
  /** The working copy: its slug, its projects, and the other case studies' addresses. */
  portfolio: Pick<Portfolio, 'slug' | 'templateId' | 'content' | 'caseStudies'>;
  projectId: string;
  study: CaseStudy;
  /** A valid address nobody else has, or undefined to make it from the project's title. */
  onChange: (slug: string | undefined) => void;
};

/**
 * Where the case study is published: /portfolio/{slug}/ and its own last part, made from the
 * project's title until the designer writes one. Checked as it is typed; only a valid, free
 * address reaches the case study, so a half-typed one never blocks saving the rest.
 */
export function AddressField({ portfolio, projectId, study, onChange }: Props) {
  const id = useId();
  const [typed, setTyped] = useState(study.slug ?? '');
  const template = getTemplate(portfolio.templateId);
  const content = normalizeContent(portfolio.content);
  const others = Object.fromEntries(
    Object.entries(portfolio.caseStudies ?? {}).filter(([key]) => key !== projectId),
  );
  const taken = new Set(caseStudyAddresses(template, content, others).map((a) => a.slug));
  // What the page is at when no address is chosen: made from the title, after the others'.
  const made = caseStudyAddresses(template, content, {
    ...others,
    [projectId]: { title: study.title },
  }).find((address) => address.projectId === projectId)?.slug;

  const problem = !typed
    ? null
    : taken.has(typed)
      ? CASE_STUDY_SLUG_MESSAGES.taken
      : (caseStudySlug.safeParse(typed).error?.issues[0]?.message ?? null);

  const change = (value: string) => {
    const next = value
      .toLowerCase()
      .replace(/\s+/g, '-')
      .replace(/[^a-z0-9-]/g, '');
    setTyped(next);
    const ok = next && !taken.has(next) && caseStudySlug.safeParse(next).success;
    if (!next) onChange(undefined);
    else if (ok) onChange(next);
  };

  return (
    <div className="cs-address">
      <label htmlFor={id} className="cs-address-label">
        Address
      </label>
      <div className="cs-address-row" data-invalid={problem ? 'true' : undefined}>
        <span className="cs-address-prefix">/portfolio/{portfolio.slug || 'your-address'}/</span>
        <input
          id={id}
          value={typed}
          placeholder={made}
          maxLength={SLUG_MAX_LENGTH}
          spellCheck={false}
          autoCapitalize="none"
          aria-invalid={problem ? true : undefined}
          aria-describedby={`${id}-note`}
          onChange={(event) => change(event.target.value)}
        />
      </div>
      <p
        id={`${id}-note`}
        className={problem ? 'cs-address-error' : 'cs-address-hint'}
        role={problem ? 'alert' : undefined}
      >
        {problem ??
          (typed
            ? 'Published at this address.'
            : 'Made from the project’s title. Type to choose your own.')}
      </p>
    </div>
  );
}
