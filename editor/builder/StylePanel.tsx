import { useEditor } from '@craftjs/core';
import { useAtom } from 'jotai';
import { useEffect, useRef } from 'react';
import type { PortfolioContent, Styling } from '../../model/content';
import { FONTS } from '../../templates/shared/fonts';
import { declarationOf, resolveTheme } from '../../templates/theme';
import { COLOR_TOKENS, type ColorToken, type TemplateDefinition } from '../../templates/types';
import { contrastRatio, MIN_TEXT_CONTRAST, parseHex } from '../check/contrast';
import { normalStyling } from '../craft/document';
import { stylingPreviewAtom } from './stylingPreview';
import './fonts.css';

const COLOUR_LABELS: Record<ColorToken, string> = {
  background: 'Background',
  surface: 'Panels',
  text: 'Text',
  muted: 'Muted text',
  accent: 'Accent',
};
const IMAGE_LABELS = { plain: 'As they are', framed: 'Framed', monochrome: 'Black & white' };
const READ_PAIRS: [ColorToken, ColorToken][] = [
  ['text', 'background'],
  ['muted', 'background'],
  ['text', 'surface'],
];

type Props = {
  template: TemplateDefinition;
  content: PortfolioContent;
  styling: Styling;
  onClose: () => void;
};

/** The page's headline, to show each font pairing in the designer's own words. */
function headlineOf(content: PortfolioContent) {
  const hero = content.sections.find((section) => section.type === 'hero')?.content;
  const text = [hero?.title, hero?.name].find((value) => typeof value === 'string' && value.trim());
  return (text as string | undefined)?.slice(0, 60) || 'Your headline here';
}

const ratioOf = (a: string, b: string) => {
  const fg = parseHex(a);
  const bg = parseHex(b);
  return fg && bg ? contrastRatio(fg, bg) : undefined;
};

/** The page's styling, as one undo step on the canvas's root node. */
function writeStyling(actions: ReturnType<typeof useEditor>['actions'], styling: Styling) {
  actions.setProp('ROOT', (props: { styling?: Styling }) => {
    props.styling = styling;
  });
}

/**
 * Style: the template's palettes, colours with their contrast, font pairings, sizes and spacing.
 * The styling lives on the canvas's root node, so each change is one undo step. A slider or colour
 * drag only shows its look on the canvas (stylingPreviewAtom) until it ends, then is one step.
 */
export function StylePanel({ template, content, styling, onClose }: Props) {
  const { actions } = useEditor();
  const [preview, setPreview] = useAtom(stylingPreviewAtom);
  const shown = preview ?? styling;
  const declaration = declarationOf(template);
  const theme = resolveTheme(template, shown);
  const panel = useRef<HTMLElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);

  // The look of the drag under way, for the moment it ends.
  const dragging = useRef<Styling | null>(null);
  const nextStyling = (recipe: (next: Styling) => void) => {
    const next = normalStyling(structuredClone(shown));
    recipe(next);
    return normalStyling(next);
  };
  const change = (recipe: (next: Styling) => void) => {
    dragging.current = null;
    writeStyling(actions, nextStyling(recipe));
    setPreview(null);
  };
  const drag = (recipe: (next: Styling) => void) => {
    dragging.current = nextStyling(recipe);
    setPreview(dragging.current);
  };

  // A drag ends where the browser says its value is chosen (change: the thumb let go, the colour
  // picker closed) or when the control loses the focus; both bubble up to the panel.
  useEffect(() => {
    const element = panel.current;
    if (!element) return;
    const end = () => {
      if (!dragging.current) return;
      writeStyling(actions, dragging.current);
      dragging.current = null;
      setPreview(null);
    };
    element.addEventListener('change', end);
    element.addEventListener('focusout', end);
    return () => {
      element.removeEventListener('change', end);
      element.removeEventListener('focusout', end);
    };
  }, [actions, setPreview]);
  // A drag left unfinished when the panel goes (the builder reloads) is not shown any longer.
  useEffect(() => () => setPreview(null), [setPreview]);

  // The palette the colours are, chosen or not (a fresh page wears the template's own).
  const activePalette = declaration.palettes.find((palette) =>
    COLOR_TOKENS.every(
      (key) => theme.colors[key]?.toLowerCase() === palette.colors[key].toLowerCase(),
    ),
  )?.id;
  const noOptions = declaration.palettes.length === 0 && declaration.pairings.length === 0;
  return (
    <aside ref={panel} className="fb-panel fb-style" aria-label="Style">
      <h2 ref={heading} tabIndex={-1}>
        Style
      </h2>
      {noOptions && <p>The {template.name} template keeps its own look.</p>}

      {declaration.palettes.length > 0 && (
        <fieldset className="fb-style-group">
          <legend>Palette</legend>
          <div className="fb-style-palettes">
            {declaration.palettes.map((palette) => (
              <button
                key={palette.id}
                type="button"
                className="fb-style-palette"
                aria-pressed={activePalette === palette.id}
                onClick={() =>
                  change((next) => {
                    next.palette = palette.id;
                    next.colors = { ...palette.colors };
                  })
                }
              >
                <span className="fb-style-swatches" aria-hidden="true">
                  {COLOR_TOKENS.map((key) => (
                    <i key={key} style={{ background: palette.colors[key] }} />
                  ))}
                </span>
                {palette.name}
              </button>
            ))}
          </div>
        </fieldset>
      )}

      <fieldset className="fb-style-group">
        <legend>Colours</legend>
        <div className="fb-style-colours">
          {COLOR_TOKENS.filter((key) => key in template.styling.colors).map((key) => (
            <label key={key} className="fb-style-colour">
              <input
                aria-label={COLOUR_LABELS[key]}
                type="color"
                value={theme.colors[key]}
                onChange={(event) =>
                  drag((next) => {
                    next.colors = { ...theme.colors, [key]: event.target.value };
                    delete next.palette;
                  })
                }
              />
              <span>{COLOUR_LABELS[key]}</span>
              <code>{theme.colors[key]}</code>
            </label>
          ))}
        </div>
        <ul className="fb-style-contrast" aria-label="Contrast">
          {READ_PAIRS.filter(([a, b]) => theme.colors[a] && theme.colors[b]).map(([a, b]) => {
            const ratio = ratioOf(theme.colors[a]!, theme.colors[b]!);
            if (ratio === undefined) return null;
            const low = ratio < MIN_TEXT_CONTRAST;
            return (
              <li key={`${a}-${b}`} data-low={low || undefined}>
                {COLOUR_LABELS[a]} on {COLOUR_LABELS[b].toLowerCase()}:{' '}
                <strong>{(Math.floor(ratio * 10) / 10).toFixed(1)}:1</strong>
                {low && <span> · below {MIN_TEXT_CONTRAST}:1, hard to read</span>}
              </li>
            );
          })}
        </ul>
      </fieldset>

      {declaration.pairings.length > 0 && (
        <fieldset className="fb-style-group">
          <legend>Fonts</legend>
          <div className="fb-style-pairings">
            {declaration.pairings.map((pairing) => (
              <button
                key={pairing.id}
                type="button"
                className="fb-style-pairing"
                aria-pressed={theme.pairing === pairing.id}
                aria-label={`${pairing.name}: ${FONTS[pairing.heading].name} and ${FONTS[pairing.body].name}`}
                onClick={() =>
                  change((next) => {
                    next.pairing = pairing.id;
                    next.fonts = {};
                  })
                }
              >
                <span style={{ fontFamily: FONTS[pairing.heading].family }}>
                  {headlineOf(content)}
                </span>
                <small style={{ fontFamily: FONTS[pairing.body].family }}>
                  {pairing.name} · {FONTS[pairing.heading].name} / {FONTS[pairing.body].name}
                </small>
              </button>
            ))}
          </div>
        </fieldset>
      )}

      {(['scale', 'spacing', 'radius'] as const)
        .filter((key) => declaration[key].max > declaration[key].min)
        .map((key) => {
          const token = declaration[key];
          const label = { scale: 'Type scale', spacing: 'Spacing', radius: 'Corner radius' }[key];
          const shown =
            key === 'radius' ? `${theme.radius} px` : `${Math.round(theme[key] * 100)}%`;
          return (
            <label key={key} className="fb-style-range">
              <span>
                {label} <output aria-hidden="true">{shown}</output>
              </span>
              <input
                aria-label={label}
                aria-valuetext={shown}
                type="range"
                min={token.min}
                max={token.max}
                step={token.step}
                value={theme[key]}
                onChange={(event) =>
                  drag((next) => {
                    next[key] = Number(event.target.value);
                  })
                }
              />
            </label>
          );
        })}

      {declaration.images.length > 1 && (
        <fieldset className="fb-style-group">
          <legend>Images</legend>
          <div className="fb-style-choices">
            {declaration.images.map((treatment) => (
              <button
                key={treatment}
                type="button"
                aria-pressed={theme.images === treatment}
                onClick={() =>
                  change((next) => {
                    next.images = treatment;
                  })
                }
              >
                {IMAGE_LABELS[treatment]}
              </button>
            ))}
          </div>
        </fieldset>
      )}

      <div className="fb-style-actions">
        <button
          type="button"
          className="fb-button"
          onClick={() =>
            change((next) => {
              for (const key of Object.keys(next)) delete (next as Record<string, unknown>)[key];
              next.colors = {};
              next.fonts = {};
            })
          }
        >
          Reset to {template.name}’s own
        </button>
        <button type="button" className="fb-button fb-button--primary" onClick={onClose}>
          Done
        </button>
      </div>
    </aside>
  );
}
