import { useKit, type SectionProps } from '@folio/template-sdk';
import type { AboutContent } from '../content';
import { SectionHead } from './SectionHead';

/** A captioned portrait beside a short story, and what the designer focuses on. */
export function About({ content }: SectionProps<AboutContent>) {
  const { Text, Image, List, mode } = useKit();
  const skills = content.skills ?? [];
  const showPortrait = Boolean(content.image) || mode === 'edit';
  return (
    <section className="dev-section dev-about">
      <SectionHead value={content.heading} fallback="About" />
      <div className={`dev-about-grid${showPortrait ? '' : ' dev-about-grid--text'}`}>
        {showPortrait && (
          <figure className="dev-about-figure">
            <div className="dev-about-media">
              <Image
                path="image"
                src={content.image}
                alt={content.name ?? 'Portrait'}
                className="dev-cover"
                sizes="(min-width: 1024px) 28vw, (min-width: 640px) 40vw, 100vw"
              />
            </div>
            <figcaption className="dev-about-caption">
              <Text
                path="name"
                value={content.name}
                className="dev-about-name"
                placeholder="Your name"
              />
              <Text
                path="role"
                value={content.role}
                className="dev-about-role"
                placeholder="Role, city"
              />
            </figcaption>
          </figure>
        )}
        <div className="dev-about-copy">
          <Text
            path="bio"
            value={content.bio}
            as="p"
            multiline
            className="dev-lead"
            placeholder="A short introduction"
          />
          <Text
            path="content"
            value={content.content}
            as="p"
            multiline
            className="dev-body"
            placeholder="More about how you work"
          />
          {!showPortrait && (
            <p className="dev-about-caption">
              <Text path="name" value={content.name} className="dev-about-name" />
              <Text path="role" value={content.role} className="dev-about-role" />
            </p>
          )}
          {(skills.length > 0 || mode === 'edit') && (
            <div className="dev-focus">
              <Text
                path="focus_label"
                value={content.focus_label}
                as="h3"
                className="dev-label"
                placeholder="Focus"
              />
              <List
                path="skills"
                items={skills}
                itemKey={(skill, index) => `${index}-${skill}`}
                itemLabel="focus area"
                newItem={() => ''}
                as="ul"
                className="dev-focus-list"
                renderItem={(skill, _index, itemPath) => (
                  <li className="dev-focus-item">
                    <Text path={itemPath} value={skill} placeholder="Focus area" />
                  </li>
                )}
              />
            </div>
          )}
        </div>
      </div>
    </section>
  );
}
