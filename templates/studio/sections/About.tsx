import { newId, useKit, type SectionProps } from '@folio/template-sdk';
import type { AboutContent, Figure } from '../content';
import { SectionHead } from './SectionHead';

/** The studio's story beside a team picture, its disciplines, and a row of figures. */
export function About({ content }: SectionProps<AboutContent>) {
  const { Text, Image, List, mode } = useKit();
  const skills = content.skills ?? [];
  const figures = content.figures ?? [];
  const showImage = Boolean(content.image) || mode === 'edit';
  return (
    <section className={`stu-section stu-about${showImage ? ' stu-about--image' : ''}`}>
      <SectionHead label="Studio" heading={content.heading} fallback="The studio" />
      <div className="stu-about-grid">
        {showImage && (
          <figure className="stu-about-media">
            <Image
              path="image"
              src={content.image}
              alt={content.name ?? 'The team'}
              className="stu-cover"
              sizes="(min-width: 1024px) 40vw, 100vw"
            />
          </figure>
        )}
        <div className="stu-about-copy">
          <Text
            path="bio"
            value={content.bio}
            as="p"
            multiline
            className="stu-about-lead"
            placeholder="How the studio started, and who is in it"
          />
          <Text
            path="content"
            value={content.content}
            as="p"
            multiline
            className="stu-body"
            placeholder="How you work"
          />
          <div className="stu-about-sign">
            <Text
              path="name"
              value={content.name}
              as="p"
              className="stu-about-name"
              placeholder="Founders' names"
            />
            <Text
              path="role"
              value={content.role}
              as="p"
              className="stu-muted"
              placeholder="Roles and cities"
            />
          </div>
          {(skills.length > 0 || mode === 'edit') && (
            <List
              path="skills"
              items={skills}
              itemKey={(skill, index) => `${index}-${skill}`}
              itemLabel="discipline"
              newItem={() => ''}
              as="ul"
              className="stu-disciplines"
              renderItem={(skill, _index, itemPath) => (
                <li>
                  <Text path={itemPath} value={skill} />
                </li>
              )}
            />
          )}
        </div>
      </div>
      {(figures.length > 0 || mode === 'edit') && (
        <List
          path="figures"
          items={figures}
          itemKey={(figure) => figure.id}
          itemLabel="figure"
          newItem={(): Figure => ({ id: newId('figure'), value: '10', label: 'years' })}
          as="dl"
          className="stu-figures"
          renderItem={(figure, _index, itemPath) => (
            <div className="stu-figure">
              <dt>
                <Text
                  path={`${itemPath}.label`}
                  value={figure.label}
                  className="stu-figure-label"
                  placeholder="What it counts"
                />
              </dt>
              <dd>
                <Text
                  path={`${itemPath}.value`}
                  value={figure.value}
                  className="stu-figure-value"
                  placeholder="12"
                />
              </dd>
            </div>
          )}
        />
      )}
    </section>
  );
}
