// The canvas's Craft.js side: the device it is edited at, the nodes it starts (or resumes) from,
// its resolver and links, and the Frame element kept across renders.
import { Frame } from '@craftjs/core';
import { useMemo, useState, type RefObject } from 'react';
import type { Portfolio } from '../../model/portfolio';
import { safeHref } from '../../model/rules';
import { getTemplate } from '../../templates';
import { migrateContent } from '../../templates/migrate';
import { switchTemplate } from '../../templates/switch';
import type { TemplateDefinition } from '../../templates/types';
import { toCraftNodes } from '../craft/document';
import { resolverFor } from '../craft/resolver';
import type { Snapshot } from '../save/snapshot';
import type { Device } from './Devices';

type Options = {
  /** The document the canvas started from; a new key remounts it. */
  start: { key: number; snapshot: Snapshot };
  template: TemplateDefinition;
  portfolio: Portfolio;
  /** The canvas's nodes as Craft.js holds them (the Editor's onNodesChange keeps it). */
  canvasQuery: RefObject<{ serialize: () => string } | null>;
};

/** What the Editor, the device switch and the canvas region need; `load` clears `resumeFrom`. */
export function useCanvas({ start, template, portfolio, canvasQuery }: Options) {
  const [device, setDevice] = useState<Device>('desktop');
  // The canvas in the frame it moves to starts from the nodes as they are, not as first loaded.
  const [resumeFrom, setResumeFrom] = useState<string | null>(null);
  const [frameDocument, setFrameDocument] = useState<Document | null>(null);

  const switchDevice = (next: Device) => {
    if (canvasQuery.current) setResumeFrom(canvasQuery.current.serialize());
    setDevice(next);
  };

  const resolver = useMemo(() => resolverFor(template), [template]);
  const initialNodes = useMemo(() => {
    const { snapshot } = start;
    const sections =
      snapshot.templateId === template.id
        ? migrateContent(template, snapshot.content)
        : switchTemplate(getTemplate(snapshot.templateId), template, snapshot.content).content;
    return JSON.stringify(toCraftNodes(sections, snapshot.styling));
  }, [start, template]);
  // One value for the canvas's lifetime: a new one would re-render every section on each edit.
  const links = useMemo(
    () => ({
      portfolioId: portfolio.id,
      caseStudyHref: (_id: string, url?: string) => safeHref(url),
    }),
    [portfolio.id],
  );

  // The same element across renders: an edit re-renders the Workspace, not Craft.js's node tree.
  const canvas = useMemo(
    () => <Frame data={resumeFrom ?? initialNodes} />,
    [resumeFrom, initialNodes],
  );

  return {
    device,
    switchDevice,
    setResumeFrom,
    frameDocument,
    setFrameDocument,
    resolver,
    links,
    canvas,
  };
}
