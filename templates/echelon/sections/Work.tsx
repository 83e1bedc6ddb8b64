import { newProject, useKit, usePortfolioLinks, type SectionProps } from '@folio/template-sdk';
import { PROJECT_PLACEHOLDER, type WorkContent } from '../content';
import { SectionHeading } from './SectionHeading';

export function Work({ content, layout }: SectionProps<WorkContent>) {
  const { Text, Image, Link, List } = useKit();
  const { caseStudyHref } = usePortfolioLinks();
  return (
    <section className={`ech-section ech-work ech-work--${layout}`}>
      <SectionHeading value={content.heading} fallback="Selected Work" />
      <List
        path="projects"
        items={content.projects ?? []}
        itemKey={(project) => project.id}
        itemLabel="project"
        newItem={newProject}
        className="ech-projects"
        renderItem={(project, index, itemPath) => {
          const href = caseStudyHref(project.id, project.caseStudyUrl);
          return (
            <article className="ech-project">
              <div className="ech-project-media">
                <Image
                  path={`${itemPath}.image`}
                  src={project.image || PROJECT_PLACEHOLDER}
                  alt={project.title}
                  className="ech-cover"
                  sizes="(min-width: 1024px) 58vw, 100vw"
                />
              </div>
              <div className="ech-project-info">
                <p className="ech-project-number">{String(index + 1).padStart(2, '0')}</p>
                <Text
                  path={`${itemPath}.title`}
                  value={project.title}
                  as="h3"
                  className="ech-project-title"
                  placeholder="Project title"
                />
                <p className="ech-project-meta">
                  <Text
                    path={`${itemPath}.category`}
                    value={project.category}
                    placeholder="Category"
                  />
                  <Text path={`${itemPath}.meta`} value={project.meta} placeholder="Year" />
                </p>
                <Text
                  path={`${itemPath}.description`}
                  value={project.description}
                  as="p"
                  multiline
                  className="ech-body"
                  placeholder="What you did and why it mattered"
                />
                {href && (
                  <Link
                    path={`${itemPath}.caseStudyUrl`}
                    href={href}
                    className="ech-arrow-link"
                    external={false}
                  >
                    <Text
                      path="case_study_label"
                      value={content.case_study_label}
                      placeholder="View case study"
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
