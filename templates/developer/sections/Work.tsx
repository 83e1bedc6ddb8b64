import { newProject, useKit, usePortfolioLinks, type SectionProps } from '@folio/template-sdk';
import { PROJECT_PLACEHOLDER, type Project, type WorkContent } from '../content';
import { countOf, SectionHead } from './SectionHead';

/** Projects as cards: a picture of the thing, what it is, the stack, and ways in. */
export function Work({ content, layout }: SectionProps<WorkContent>) {
  const { Text, Image, Link, List, mode } = useKit();
  const { caseStudyHref } = usePortfolioLinks();
  const projects = content.projects ?? [];
  return (
    <section className={`dev-section dev-work dev-work--${layout}`}>
      <SectionHead
        value={content.heading}
        fallback="Selected work"
        aside={countOf(projects.length, 'project')}
      />
      <List
        path="projects"
        items={projects}
        itemKey={(project) => project.id}
        itemLabel="project"
        newItem={(): Project => ({
          ...newProject(),
          tags: [],
          url: '',
        })}
        className="dev-projects"
        renderItem={(project, _index, itemPath) => {
          const href = caseStudyHref(project.id, project.caseStudyUrl);
          const tags = project.tags ?? [];
          return (
            <article className="dev-project">
              <div className="dev-project-media">
                <Image
                  path={`${itemPath}.image`}
                  src={project.image || PROJECT_PLACEHOLDER}
                  alt={project.title}
                  className="dev-cover"
                  sizes="(min-width: 1024px) 40vw, (min-width: 640px) 50vw, 100vw"
                />
              </div>
              <div className="dev-project-body">
                <div className="dev-project-top">
                  <Text
                    path={`${itemPath}.title`}
                    value={project.title}
                    as="h3"
                    className="dev-project-title"
                    placeholder="Project title"
                  />
                  <Text
                    path={`${itemPath}.meta`}
                    value={project.meta}
                    className="dev-project-year"
                    placeholder="Year"
                  />
                </div>
                <Text
                  path={`${itemPath}.category`}
                  value={project.category}
                  as="p"
                  className="dev-project-category"
                  placeholder="Kind of work"
                />
                <Text
                  path={`${itemPath}.description`}
                  value={project.description}
                  as="p"
                  multiline
                  className="dev-project-description"
                  placeholder="What it is, and what you did"
                />
                {(tags.length > 0 || mode === 'edit') && (
                  <List
                    path={`${itemPath}.tags`}
                    items={tags}
                    itemKey={(tag, index) => `${index}-${tag}`}
                    itemLabel="tag"
                    newItem={() => ''}
                    as="ul"
                    className="dev-tags"
                    renderItem={(tag, _tagIndex, tagPath) => (
                      <li className="dev-tag">
                        <Text path={tagPath} value={tag} placeholder="Tag" />
                      </li>
                    )}
                  />
                )}
                {(href || project.url) && (
                  <p className="dev-project-links">
                    {href && (
                      <Link
                        path={`${itemPath}.caseStudyUrl`}
                        href={href}
                        className="dev-link dev-link--strong"
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
                    {project.url && (
                      <Link path={`${itemPath}.url`} href={project.url} className="dev-link">
                        <Text path="visit_label" value={content.visit_label} placeholder="Visit" />{' '}
                        <span aria-hidden="true">↗</span>
                      </Link>
                    )}
                  </p>
                )}
              </div>
              {mode === 'edit' && !project.url && (
                // Only while editing, and over the picture's corner: the card keeps its published height.
                <p className="dev-project-slot">
                  <Link path={`${itemPath}.url`} href={project.url} className="dev-link">
                    Visit <span aria-hidden="true">↗</span>
                  </Link>
                </p>
              )}
            </article>
          );
        }}
      />
    </section>
  );
}
