// __NAME__'s about section: a portrait, a short bio, your name and role, and a list of skills.
import { useKit, type SectionProps } from '@folio/template-sdk';
import type { AboutContent } from '../content';

export function About({ content }: SectionProps<AboutContent>) {
  const { Text, Image, List, mode } = useKit();
  const skills = content.skills ?? [];
  return (
    <section className="__ROOT__-section __ROOT__-about">
      <Text
        path="heading"
        value={content.heading}
        as="h2"
        className="__ROOT__-heading"
        placeholder="About"
      />
      <div className="__ROOT__-about-grid">
        {(content.image || mode === 'edit') && (
          <div className="__ROOT__-about-media">
            <Image
              path="image"
              src={content.image}
              alt={content.name ?? 'Portrait'}
              className="__ROOT__-cover"
            />
          </div>
        )}
        <div className="__ROOT__-about-copy">
          <Text
            path="bio"
            value={content.bio}
            as="p"
            multiline
            className="__ROOT__-lead"
            placeholder="A short introduction"
          />
          <Text
            path="content"
            value={content.content}
            as="p"
            multiline
            className="__ROOT__-body"
            placeholder="More about how you work"
          />
          <p className="__ROOT__-about-id">
            <Text path="name" value={content.name} className="__ROOT__-strong" placeholder="Your name" />
            <Text path="role" value={content.role} className="__ROOT__-muted" placeholder="Role and city" />
          </p>
          {(skills.length > 0 || mode === 'edit') && (
            <List
              path="skills"
              items={skills}
              itemKey={(skill, index) => `${index}-${skill}`}
              itemLabel="skill"
              newItem={() => ''}
              as="ul"
              className="__ROOT__-skills"
              renderItem={(skill, _index, itemPath) => (
                <li>
                  <Text path={itemPath} value={skill} />
                </li>
              )}
            />
          )}
        </div>
      </div>
    </section>
  );
}
