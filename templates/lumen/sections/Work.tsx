import { newProject, useKit, usePortfolioLinks, type SectionProps } from '@folio/template-sdk';
import type { WorkContent } from '../content';

/** Stories: assignments and series, each a picture, a few lines and its case study. */
export function Work({ content, layout }: SectionProps<WorkContent>) {
  const { Text, Image, Link, List, mode } = useKit();
  const { caseStudyHref } = usePortfolioLinks();
  const projects = content.projects ?? [];
  return (
    <section className={`lum-work lum-work--${layout}`}>
      <div className="lum-work-head">
        <Text
          path="heading"
          value={content.heading}
          as="h2"
          className="lum-title"
          placeholder="Stories"
        />
        {projects.length > 0 && (
          <p className="lum-count">
            {projects.length} {projects.length === 1 ? 'story' : 'stories'}
          </p>
        )}
      </div>
      <List
        path="projects"
        items={projects}
        itemKey={(project) => project.id}
        itemLabel="story"
        newItem={newProject}
        className="lum-stories"
        renderItem={(project, index, itemPath) => {
          const href = caseStudyHref(project.id, project.caseStudyUrl);
          return (
            <article className="lum-story">
              {(project.image || mode === 'edit') && (
                <div className="lum-story-photo">
                  <Image
                    path={`${itemPath}.image`}
                    src={project.image}
                    alt={project.title}
                    className="lum-cover"
                    sizes={layout === 'single' ? '100vw' : '(min-width: 768px) 50vw, 100vw'}
                  />
                </div>
              )}
              <div className="lum-story-copy">
                <p className="lum-story-number">{String(index + 1).padStart(2, '0')}</p>
                <Text
                  path={`${itemPath}.title`}
                  value={project.title}
                  as="h3"
                  className="lum-story-title"
                  placeholder="Story title"
                />
                <p className="lum-story-meta">
                  <Text
                    path={`${itemPath}.category`}
                    value={project.category}
                    placeholder="Client or publication"
                  />
                  <Text path={`${itemPath}.meta`} value={project.meta} placeholder="Place, year" />
                </p>
                <Text
                  path={`${itemPath}.description`}
                  value={project.description}
                  as="p"
                  multiline
                  className="lum-story-text"
                  placeholder="What the story is about"
                />
                {href && (
                  <Link
                    path={`${itemPath}.caseStudyUrl`}
                    href={href}
                    className="lum-story-link"
                    external={false}
                  >
                    <Text
                      path="case_study_label"
                      value={content.case_study_label}
                      placeholder="See the story"
                    />{' '}
                    <span aria-hidden="true">→</span>
                  </Link>
                )}
              </div>
            </article>
          );
        }}
      />
    </section>
  );
}
