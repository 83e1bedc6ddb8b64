import { describe, expect, it } from 'vitest';
import { stylesheetApplies } from '../../scripts/support/stylesheet-applies';

const page =
  '<main class="gallery"><ul class="gallery-grid"><li class="template-card"></li></ul></main>';

describe('which stylesheets a prerendered page inlines', () => {
  it('inlines a sheet with a rule for a class on the page', () => {
    expect(stylesheetApplies('.brief{color:red}.gallery-grid{display:grid}', page)).toBe(true);
  });

  it('leaves out a sheet whose every rule needs a class the page lacks', () => {
    expect(stylesheetApplies('.brief{color:red}.brief .field{margin:0}', page)).toBe(false);
  });

  it('reads nested conditions and the commas inside them as part of one selector', () => {
    const brief =
      '.brief:is(.sent,.gallery:has(.template-card)) .brief-field{color:red}' +
      '.brief-row:not(.gallery, .template-card){margin:0}';
    expect(stylesheetApplies(brief, page)).toBe(false);
  });

  it('counts a selector that needs only what a condition names as one that may apply', () => {
    expect(stylesheetApplies(':is(.brief, .other){color:red}', page)).toBe(true);
  });

  it('ignores keyframes and at-rule preludes', () => {
    const css =
      '@keyframes spin{from{opacity:0}to{opacity:1}}@media (min-width:600px){.brief{gap:1rem}}';
    expect(stylesheetApplies(css, page)).toBe(false);
  });
});
