import { describe, expect, it } from 'vitest';
import {
  caseStudiesInput,
  caseStudy,
  caseStudyBlock,
  caseStudyInput,
  newBlock,
  newCaseStudy,
  readCaseStudies,
  sampleCaseStudy,
  upgradeCaseStudy,
  type CaseStudyBlockType,
} from '../../model/case-study';
import { VIDEO_FRAME_ORIGINS, VIDEO_URL_MESSAGE, videoEmbed, videoUrl } from '../../model/video';

const BLOCK_TYPES: CaseStudyBlockType[] = [
  'text',
  'image',
  'image-pair',
  'quote',
  'metrics',
  'video',
];

describe('case-study blocks', () => {
  it('accepts a new, empty block of every type', () => {
    for (const type of BLOCK_TYPES)
      expect(caseStudyBlock.safeParse(newBlock(type, `b-${type}`)).success, type).toBe(true);
  });

  it('refuses an unknown type, a pair of one, too many metrics, and a bad picture', () => {
    expect(caseStudyBlock.safeParse({ id: 'x', type: 'html', html: '<b>' }).success).toBe(false);
    const pair = newBlock('image-pair', 'p');
    expect(
      caseStudyBlock.safeParse({ ...pair, images: [{ src: '', caption: '', alt: '' }] }).error
        ?.issues[0]?.message,
    ).toBe('An image pair holds two images');
    const metrics = { id: 'm', type: 'metrics', items: Array(5).fill({ value: '1', label: 'a' }) };
    expect(caseStudyBlock.safeParse(metrics).error?.issues[0]?.message).toBe(
      'Metrics show at most 4 figures',
    );
    expect(
      caseStudyBlock.safeParse({ ...newBlock('image', 'i'), src: 'javascript:alert(1)' }).success,
    ).toBe(false);
    expect(
      caseStudyBlock.safeParse({ ...newBlock('quote', 'q'), text: 'x'.repeat(1001) }).error
        ?.issues[0]?.message,
    ).toBe('A quote must be at most 1000 characters');
  });

  it('a new case study holds only the project’s own words and empty steps', () => {
    const study = newCaseStudy({ title: 'Nord', category: 'Branding', meta: '2024' });
    expect(study).toEqual({
      title: 'Nord',
      category: 'Branding',
      year: '2024',
      intro: '',
      heroImage: '',
      heroImageCaption: '',
      steps: [
        { num: '', title: '', desc: '' },
        { num: '', title: '', desc: '' },
        { num: '', title: '', desc: '' },
      ],
      sections: [],
    });
    expect(caseStudy.safeParse(study).success).toBe(true);
    expect(caseStudy.safeParse(sampleCaseStudy).success).toBe(true);
  });
});

describe('video links', () => {
  const id = 'dQw4w9WgXcQ';
  it.each([
    [`https://www.youtube.com/watch?v=${id}`, 'YouTube'],
    [`https://youtu.be/${id}`, 'YouTube'],
    [`https://www.youtube.com/shorts/${id}`, 'YouTube'],
    [`https://www.youtube-nocookie.com/embed/${id}`, 'YouTube'],
    ['https://vimeo.com/76979871', 'Vimeo'],
    ['https://player.vimeo.com/video/76979871', 'Vimeo'],
    ['https://www.loom.com/share/0123456789abcdef0123456789abcdef', 'Loom'],
  ])('reads %s as %s, played from its privacy-friendly player', (link, host) => {
    const embed = videoEmbed(link);
    expect(embed?.host).toBe(host);
    expect(videoUrl.safeParse(link).success).toBe(true);
    if (host === 'YouTube')
      expect(embed?.embedUrl).toMatch(
        /^https:\/\/www\.youtube-nocookie\.com\/embed\/dQw4w9WgXcQ\?/,
      );
    if (host === 'Vimeo') expect(embed?.embedUrl).toContain('dnt=1');
    // The pages' CSP lets exactly these players in.
    expect(VIDEO_FRAME_ORIGINS).toContain(new URL(embed!.embedUrl).origin);
  });

  it.each([
    'https://evil.example/watch?v=dQw4w9WgXcQ',
    'https://youtube.com.evil.example/embed/dQw4w9WgXcQ',
    'https://www.youtube.com/embed/dQw4w9WgXcQ"><script>',
    'javascript:alert(1)//youtube.com/embed/dQw4w9WgXcQ',
    'https://user:pass@youtube.com/embed/dQw4w9WgXcQ',
    'https://vimeo.com/channels/staffpicks',
    'ftp://vimeo.com/76979871',
    'not a link',
  ])('refuses %s', (link) => {
    expect(videoEmbed(link)).toBeUndefined();
    expect(videoUrl.safeParse(link).error?.issues[0]?.message).toBe(VIDEO_URL_MESSAGE);
  });

  it('takes an empty link (a video block not filled in yet)', () => {
    expect(videoUrl.safeParse('').success).toBe(true);
    expect(VIDEO_URL_MESSAGE).toBe('Use a video link from YouTube, Vimeo or Loom');
  });
});

describe('older case studies with subsections', () => {
  const old = {
    title: 'Nord',
    category: 'Branding',
    year: '2024',
    intro: 'Intro',
    heroImage: '',
    heroImageCaption: '',
    steps: [
      { num: '01', title: 'A', desc: '' },
      { num: '02', title: 'B', desc: '' },
      { num: '03', title: 'C', desc: '' },
    ],
    sections: [
      {
        id: 'section-1',
        number: '01',
        title: 'THE CHALLENGE',
        subsections: [
          {
            id: 'sub-1',
            title: 'Where it started',
            content: 'Before.',
            image: '/uploads/a.png',
            imageCaption: 'Sketches',
            additionalContext: 'Two shapes at most.',
          },
          {
            id: 'sub-2',
            title: '',
            content: '',
            image: '',
            imageCaption: '',
            additionalContext: '',
          },
        ],
      },
    ],
  };

  it('become blocks, in reading order, losing nothing', () => {
    const parsed = caseStudyInput.parse(old);
    expect(parsed.sections[0]).toEqual({
      id: 'section-1',
      number: '01',
      title: 'THE CHALLENGE',
      blocks: [
        { id: 'sub-1-text', type: 'text', heading: 'Where it started', text: 'Before.' },
        { id: 'sub-1-image', type: 'image', src: '/uploads/a.png', caption: 'Sketches', alt: '' },
        { id: 'sub-1-note', type: 'text', heading: '', text: 'Two shapes at most.' },
      ],
    });
    expect('subsections' in parsed.sections[0]!).toBe(false);
  });

  it('are read the same by the record schema, the server’s row reader, and twice', () => {
    const once = upgradeCaseStudy(old);
    expect(upgradeCaseStudy(once)).toBe(once);
    expect(caseStudiesInput.parse({ 'project-1': old })['project-1']).toEqual(
      caseStudyInput.parse(old),
    );
    // What we answer is today's shape only: an older one is not sent as it was stored.
    expect(caseStudy.safeParse(old).success).toBe(false);
    expect(readCaseStudies({ 'project-1': old })['project-1']).toEqual(once);
    expect(readCaseStudies(null)).toEqual({});
  });

  it('keeps fields it does not know, for features that add them', () => {
    const upgraded = upgradeCaseStudy({ ...old, slug: 'nord' }) as Record<string, unknown>;
    expect(upgraded.slug).toBe('nord');
  });

  it('leaves a current study alone', () => {
    const current = caseStudy.parse(sampleCaseStudy);
    expect(upgradeCaseStudy(current)).toBe(current);
  });
});
