import { newProject, useKit, usePortfolioLinks, type SectionProps } from '@folio/template-sdk';
import { PROJECT_PLACEHOLDER, type WorkContent } from '../content';
import { SectionHead } from './SectionHead';

/** Projects on an offset grid, large and small in turn, or in ruled rows; each leads to its case study. */
export function Work({ content, layout }: SectionProps<WorkContent>) {
  const { Text, Image, Link, List } = useKit();
  const { caseStudyHref } = usePortfolioLinks();
  const projects = content.projects ?? [];
  return (
    <section className={`stu-section stu-work stu-work--${layout}`}>
      <SectionHead
        label="Work"
        heading={content.heading}
        fallback="Selected work"
        intro={{ value: content.intro, placeholder: 'A line about the projects below' }}
        count={projects.length}
      />
      <List
        path="projects"
        items={projects}
        itemKey={(project) => project.id}
        itemLabel="project"
        newItem={newProject}
        className="stu-projects"
        renderItem={(project, _index, itemPath) => {
          const href = caseStudyHref(project.id, project.caseStudyUrl);
          return (
            <article className="stu-project">
              <div className="stu-project-media">
                <Image
                  path={`${itemPath}.image`}
                  src={project.image || PROJECT_PLACEHOLDER}
                  alt={project.title}
                  className="stu-cover"
                  sizes="(min-width: 1024px) 58vw, 100vw"
                />
              </div>
              <div className="stu-project-info">
                <p className="stu-project-meta">
                  <Text
                    path={`${itemPath}.category`}
                    value={project.category}
                    placeholder="Discipline"
                  />
                  <Text path={`${itemPath}.meta`} value={project.meta} placeholder="Year" />
                </p>
                <Text
                  path={`${itemPath}.title`}
                  value={project.title}
                  as="h3"
                  className="stu-project-title"
                  placeholder="Client or project"
                />
                <Text
                  path={`${itemPath}.description`}
                  value={project.description}
                  as="p"
                  multiline
                  className="stu-project-description"
                  placeholder="The brief, what you made, what changed"
                />
                {href && (
                  <Link
                    path={`${itemPath}.caseStudyUrl`}
                    href={href}
                    className="stu-arrow"
                    external={false}
                  >
                    <Text
                      path="case_study_label"
                      value={content.case_study_label}
                      placeholder="Read the case study"
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
