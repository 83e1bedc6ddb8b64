import { newId, useKit, type SectionProps } from '@folio/template-sdk';
import type { Education, ExperienceContent, Role } from '../content';
import { SectionHead } from './SectionHead';

/** The CV: roles on a timeline, then education and the tools of the trade. */
export function Experience({ content }: SectionProps<ExperienceContent>) {
  const { Text, Link, List, mode } = useKit();
  const roles = content.roles ?? [];
  const education = content.education ?? [];
  const skills = content.skills ?? [];
  const showCv = Boolean(content.cvUrl) || mode === 'edit';
  return (
    <section className="dev-section dev-experience">
      <SectionHead
        value={content.heading}
        fallback="Experience"
        aside={
          showCv ? (
            <Link path="cvUrl" href={content.cvUrl} className="dev-link dev-link--strong">
              <Text path="cv_label" value={content.cv_label} placeholder="Download CV" />{' '}
              <span aria-hidden="true">↓</span>
            </Link>
          ) : undefined
        }
      />
      <List
        path="roles"
        items={roles}
        itemKey={(role) => role.id}
        itemLabel="role"
        newItem={(): Role => ({
          id: newId('role'),
          role: '',
          company: '',
          period: '',
          location: '',
          description: '',
        })}
        as="ol"
        className="dev-roles"
        renderItem={(role, _index, itemPath) => (
          <li className="dev-role">
            <Text
              path={`${itemPath}.period`}
              value={role.period}
              as="p"
              className="dev-role-period"
              placeholder="2024 — Now"
            />
            <div className="dev-role-main">
              <h3 className="dev-role-title">
                <Text path={`${itemPath}.role`} value={role.role} placeholder="Role" />
                {(role.company || mode === 'edit') && (
                  <>
                    {' '}
                    <Text
                      path="at_label"
                      value={content.at_label}
                      className="dev-role-at"
                      placeholder="at"
                    />{' '}
                    <Text
                      path={`${itemPath}.company`}
                      value={role.company}
                      className="dev-role-company"
                      placeholder="Company"
                    />
                  </>
                )}
              </h3>
              <Text
                path={`${itemPath}.description`}
                value={role.description}
                as="p"
                multiline
                className="dev-role-description"
                placeholder="What you did there"
              />
            </div>
            <Text
              path={`${itemPath}.location`}
              value={role.location}
              as="p"
              className="dev-role-location"
              placeholder="City"
            />
          </li>
        )}
      />
      {(education.length > 0 || skills.length > 0 || mode === 'edit') && (
        <div className="dev-cv-more">
          {(education.length > 0 || mode === 'edit') && (
            <div className="dev-cv-block">
              <Text
                path="education_label"
                value={content.education_label}
                as="h3"
                className="dev-label"
                placeholder="Education"
              />
              <List
                path="education"
                items={education}
                itemKey={(entry) => entry.id}
                itemLabel="education entry"
                newItem={(): Education => ({
                  id: newId('education'),
                  title: '',
                  school: '',
                  period: '',
                })}
                as="ul"
                className="dev-education"
                renderItem={(entry, _index, itemPath) => (
                  <li className="dev-school">
                    <Text
                      path={`${itemPath}.title`}
                      value={entry.title}
                      as="p"
                      className="dev-school-title"
                      placeholder="Degree or course"
                    />
                    <p className="dev-school-meta">
                      <Text path={`${itemPath}.school`} value={entry.school} placeholder="School" />
                      <Text
                        path={`${itemPath}.period`}
                        value={entry.period}
                        className="dev-school-period"
                        placeholder="Years"
                      />
                    </p>
                  </li>
                )}
              />
            </div>
          )}
          {(skills.length > 0 || mode === 'edit') && (
            <div className="dev-cv-block">
              <Text
                path="toolkit_label"
                value={content.toolkit_label}
                as="h3"
                className="dev-label"
                placeholder="Toolkit"
              />
              <List
                path="skills"
                items={skills}
                itemKey={(skill, index) => `${index}-${skill}`}
                itemLabel="tool"
                newItem={() => ''}
                as="ul"
                className="dev-tags dev-tags--roomy"
                renderItem={(skill, _index, itemPath) => (
                  <li className="dev-tag">
                    <Text path={itemPath} value={skill} placeholder="Tool" />
                  </li>
                )}
              />
            </div>
          )}
        </div>
      )}
    </section>
  );
}
