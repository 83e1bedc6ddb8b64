import { useKit, type SectionProps } from '@folio/template-sdk';
import type { AboutContent } from '../content';
import { SectionHeading } from './SectionHeading';

export function About({ content }: SectionProps<AboutContent>) {
  const { Text, Image, List, mode } = useKit();
  const skills = content.skills ?? [];
  return (
    <section className="ech-section ech-about">
      <SectionHeading value={content.heading} fallback="About" />
      <div className="ech-about-grid">
        {(content.image || mode === 'edit') && (
          <div className="ech-about-media">
            <Image
              path="image"
              src={content.image}
              alt={content.name ?? 'Portrait'}
              className="ech-cover"
            />
          </div>
        )}
        <div className="ech-about-copy">
          <Text
            path="bio"
            value={content.bio}
            as="p"
            multiline
            className="ech-lead"
            placeholder="A short introduction"
          />
          <Text
            path="content"
            value={content.content}
            as="p"
            multiline
            className="ech-body"
            placeholder="More about how you work"
          />
          <div className="ech-about-id">
            <Text
              path="name"
              value={content.name}
              as="p"
              className="ech-strong"
              placeholder="Your name"
            />
            <Text
              path="role"
              value={content.role}
              as="p"
              className="ech-muted"
              placeholder="Your role and city"
            />
          </div>
        </div>
        {(skills.length > 0 || mode === 'edit') && (
          <div className="ech-skills">
            <Text
              path="skills_label"
              value={content.skills_label}
              as="p"
              className="ech-label"
              placeholder="Skills"
            />
            <List
              path="skills"
              items={skills}
              itemKey={(skill, index) => `${index}-${skill}`}
              itemLabel="skill"
              newItem={() => ''}
              as="ul"
              className="ech-skill-list"
              renderItem={(skill, _index, itemPath) => (
                <li>
                  <Text path={itemPath} value={skill} />
                </li>
              )}
            />
          </div>
        )}
      </div>
    </section>
  );
}
