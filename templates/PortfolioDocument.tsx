import type { ReactNode } from 'react';
import type { PortfolioContent, Styling } from '../model/content';
import type { SectionNode } from '../model/content';
import { SectionDefinitionProvider } from './kit';
import { migrateContent } from './migrate';
import { resolveTheme } from './theme';
import { withFallback } from './shared/fonts';
import {
  resolvedLayout,
  sectionOf,
  type SectionDefinition,
  type TemplateDefinition,
} from './types';

/** A section's content over its defaults, so a section missing a field still renders whole. */

/** A formatting context of its own: the builder's sections are contained (content-visibility). */
const SECTION_BOX = { display: 'flow-root' } as const;
export function sectionContent(definition: SectionDefinition, content: Record<string, unknown>) {
  const merged = { ...definition.defaults, ...content };
  const parsed = definition.schema.safeParse(merged);
  return parsed.success ? parsed.data : merged;
}

type Props = {
  template: TemplateDefinition;
  content: PortfolioContent;
  styling?: Partial<Styling>;
  /** How to draw one section; by default its component, read-only. */
  renderSection?: (section: SectionNode, definition: SectionDefinition) => ReactNode;
};

/**
 * A document drawn with a template: its Frame around its sections, hidden ones left out. The public
 * page and the builder's preview both draw through this, so they cannot differ.
 */
export function PortfolioDocument({ template, content: stored, styling, renderSection }: Props) {
  const content = migrateContent(template, stored);
  return (
    <ThemedFrame template={template} content={content} styling={styling}>
      {content.sections.map((section) => {
        const definition = sectionOf(template, section.type);
        if (!definition || section.hidden) return null;
        if (renderSection) return renderSection(section, definition);
        const { Component } = definition;
        const layout = resolvedLayout(definition, section.layout);
        return (
          <div
            key={section.id}
            id={section.id}
            data-section={section.type}
            data-hide-on={section.hiddenOn}
            data-layout={layout || undefined}
            // Margins stay inside a section, as in the builder, which draws each one contained.
            style={SECTION_BOX}
          >
            <SectionDefinitionProvider value={definition}>
              <Component
                id={section.id}
                content={sectionContent(definition, section.content)}
                layout={layout}
              />
            </SectionDefinitionProvider>
          </div>
        );
      })}
    </ThemedFrame>
  );
}

type ThemedFrameProps = {
  template: TemplateDefinition;
  content: PortfolioContent;
  styling?: Partial<Styling>;
  /** Set on a page other than the portfolio's (a case study): its navigation leads back there. */
  pageHref?: string;
  children: ReactNode;
};

/** The template's Frame with the designer's look resolved against what the template offers. */
/** Each font with its metric-matched stand-in, as the Frame sets them. */
const stacksWithFallbacks = (fonts: Record<string, string>) =>
  Object.fromEntries(Object.entries(fonts).map(([key, stack]) => [key, withFallback(stack)]));

export function ThemedFrame({ template, content, styling, pageHref, children }: ThemedFrameProps) {
  const { Frame } = template;
  const theme = resolveTheme(template, styling ?? {});
  return (
    <Frame
      content={content}
      styling={{ colors: theme.colors, fonts: stacksWithFallbacks(theme.fonts) }}
      theme={theme}
      pageHref={pageHref}
    >
      {children}
    </Frame>
  );
}
