// __NAME__'s work section: a grid (or a list) of projects, each with a picture, a title, a line of meta and a case study link.
import { newId, useKit, usePortfolioLinks, type SectionProps } from '@folio/template-sdk';
import type { Project, WorkContent } from '../content';

export function Work({ content, layout }: SectionProps<WorkContent>) {
  const { Text, Image, Link, List } = useKit();
  const { caseStudyHref } = usePortfolioLinks();
  return (
    <section className={`__ROOT__-section __ROOT__-work __ROOT__-work--${layout}`}>
      <Text
        path="heading"
        value={content.heading}
        as="h2"
        className="__ROOT__-heading"
        placeholder="Selected work"
      />
      <List
        path="projects"
        items={content.projects ?? []}
        itemKey={(project) => project.id}
        itemLabel="project"
        uploadField="image"
        newItem={(): Project => ({
          id: newId('project'),
          title: '',
          description: '',
          image: '',
          meta: String(new Date().getFullYear()),
          category: '',
          caseStudyUrl: '',
        })}
        className="__ROOT__-projects"
        renderItem={(project, _index, itemPath) => {
          const href = caseStudyHref(project.id, project.caseStudyUrl);
          return (
            <article className="__ROOT__-project">
              <div className="__ROOT__-project-media">
                <Image
                  path={`${itemPath}.image`}
                  src={project.image}
                  alt={project.title}
                  className="__ROOT__-cover"
                  sizes="(min-width: 768px) 50vw, 100vw"
                />
              </div>
              <p className="__ROOT__-project-meta">
                <Text path={`${itemPath}.category`} value={project.category} placeholder="Category" />
                <Text path={`${itemPath}.meta`} value={project.meta} placeholder="Year" />
              </p>
              <Text
                path={`${itemPath}.title`}
                value={project.title}
                as="h3"
                className="__ROOT__-project-title"
                placeholder="Project title"
              />
              <Text
                path={`${itemPath}.description`}
                value={project.description}
                as="p"
                multiline
                className="__ROOT__-body"
                placeholder="What you did and why it mattered"
              />
              {href && (
                <Link
                  path={`${itemPath}.caseStudyUrl`}
                  href={href}
                  className="__ROOT__-link"
                  external={false}
                >
                  <Text path="case_study_label" value={content.case_study_label} placeholder="View case study" />{' '}
                  <span aria-hidden="true">→</span>
                </Link>
              )}
            </article>
          );
        }}
      />
    </section>
  );
}
