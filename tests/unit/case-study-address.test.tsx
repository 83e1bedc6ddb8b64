import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { AddressField } from '../../editor/case-study/AddressField';
import { caseStudy, newCaseStudy, type CaseStudy } from '../../model/case-study';
import {
  CASE_STUDY_SLUG_MESSAGES,
  repeatedCaseStudySlug,
  resolveCaseStudySlugs,
  slugOfProjectTitle,
} from '../../model/case-study-address';
import { SLUG_MESSAGES } from '../../model/rules';
import { listTemplates } from '../../templates';
import { caseStudyAddresses } from '../../templates/case-study-addresses';
import { projectsOf } from '../../templates/projects';

describe('a case study’s slug', () => {
  it('is made from the project title: lowercase words joined by hyphens, accents dropped', () => {
    expect(slugOfProjectTitle('Nord Identity System')).toBe('nord-identity-system');
    expect(slugOfProjectTitle('  Café — Brand & Menu!  ')).toBe('cafe-brand-menu');
    expect(slugOfProjectTitle('UI')).toBe('ui-case-study');
    expect(slugOfProjectTitle('東京')).toBe('case-study');
    // Room is left for a -2 within the slug length rule.
    expect(slugOfProjectTitle('a very long project title '.repeat(4)).length).toBeLessThanOrEqual(
      44,
    );
  });

  it('is unique in page order: a valid chosen slug first, then -2, -3 … after taken ones', () => {
    expect(
      resolveCaseStudySlugs([
        { projectId: 'p1', title: 'Halo' },
        { projectId: 'p2', title: 'Halo' },
        { projectId: 'p3', title: 'Atlas', slug: 'halo' },
        { projectId: 'p4', title: 'Halo', slug: 'Not Valid' },
        { projectId: 'p5', title: 'Preview' },
        { projectId: 'p6', title: 'Forma', slug: 'halo' },
      ]),
    ).toEqual([
      { projectId: 'p1', slug: 'halo-2' },
      { projectId: 'p2', slug: 'halo-3' },
      { projectId: 'p3', slug: 'halo' },
      { projectId: 'p4', slug: 'halo-4' },
      // A word the portfolio's own pages may use is never a case study's.
      { projectId: 'p5', slug: 'preview-2' },
      // Chosen twice (the server refuses to save that): the first in page order keeps it.
      { projectId: 'p6', slug: 'forma' },
    ]);
  });

  it('finds a slug two case studies chose, for the save to refuse', () => {
    expect(repeatedCaseStudySlug({ a: { slug: 'x-y-z' }, b: {}, c: { slug: 'x-y-z' } })).toEqual({
      slug: 'x-y-z',
      projectId: 'c',
    });
    expect(repeatedCaseStudySlug({ a: { slug: 'one' }, b: { slug: 'two' } })).toBeUndefined();
  });

  it('is checked by the case study schema with the URL rules', () => {
    const check = (slug: string) =>
      caseStudy.safeParse({ ...newCaseStudy({}), slug }).error?.issues[0]?.message;
    expect(check('nord-story')).toBeUndefined();
    expect(check('Nord')).toBe(SLUG_MESSAGES.pattern);
    expect(check('ab')).toBe(SLUG_MESSAGES.tooShort);
    expect(check('pdf')).toBe(CASE_STUDY_SLUG_MESSAGES.reserved);
  });

  it.each(listTemplates().map((template) => [template.name, template] as const))(
    '%s: addresses only the projects on the page that have a study, in page order',
    (_name, template) => {
      const projects = projectsOf(template, template.defaultContent);
      if (projects.length < 2) return;
      const [first, second] = projects;
      const studies = {
        [second!.id]: { title: 'Second' },
        [first!.id]: { title: 'First' },
        'gone-project': { title: 'Its project was removed' },
      };
      const addresses = caseStudyAddresses(template, template.defaultContent, studies);
      expect(addresses.map((address) => address.projectId)).toEqual([first!.id, second!.id]);
      expect(addresses.map((address) => address.title)).toEqual(['First', 'Second']);
      expect(addresses[0]!.slug).toBe(slugOfProjectTitle(first!.title!));
    },
  );
});

describe('the address field', () => {
  const template = listTemplates()[0]!;
  const [first, second] = projectsOf(template, template.defaultContent);

  function Harness({ seen }: { seen: Array<string | undefined> }) {
    const [study, setStudy] = useState<CaseStudy>(newCaseStudy({ title: 'Mine' }));
    return (
      <AddressField
        portfolio={{
          slug: 'rin-sato',
          templateId: template.id,
          content: template.defaultContent,
          caseStudies: { [first!.id]: study, [second!.id]: newCaseStudy({ title: 'Other' }) },
        }}
        projectId={first!.id}
        study={study}
        onChange={(slug) => {
          seen.push(slug);
          setStudy((current) => ({ ...current, slug }));
        }}
      />
    );
  }

  it('shows the made address, says when one is taken or invalid, and passes on only a good one', async () => {
    const user = userEvent.setup();
    const seen: Array<string | undefined> = [];
    render(<Harness seen={seen} />);
    expect(screen.getByText('/portfolio/rin-sato/')).toBeInTheDocument();
    const input = screen.getByLabelText('Address');
    expect(input).toHaveAttribute('placeholder', slugOfProjectTitle(first!.title!));

    await user.type(input, slugOfProjectTitle(second!.title!));
    expect(screen.getByRole('alert')).toHaveTextContent(CASE_STUDY_SLUG_MESSAGES.taken);
    expect(seen.filter(Boolean)).not.toContain(slugOfProjectTitle(second!.title!));

    await user.clear(input);
    await user.type(input, 'My Own Story');
    expect(input).toHaveValue('my-own-story');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(seen.at(-1)).toBe('my-own-story');

    await user.clear(input);
    expect(seen.at(-1)).toBeUndefined();
  });
});
