import { useKit, type SectionProps } from '@folio/template-sdk';
import type { AboutContent } from '../content';

export function About({ content }: SectionProps<AboutContent>) {
  const { Text, Image, List, mode } = useKit();
  return (
    <section className="lum-about">
      {(content.image || mode === 'edit') && (
        <div className="lum-about-photo">
          <Image
            path="image"
            src={content.image}
            alt={content.name ?? 'Portrait'}
            className="lum-cover"
          />
        </div>
      )}
      <div className="lum-about-copy">
        <Text
          path="heading"
          value={content.heading}
          as="h2"
          className="lum-kicker"
          placeholder="About"
        />
        <Text
          path="bio"
          value={content.bio}
          as="p"
          multiline
          className="lum-about-bio"
          placeholder="Who you are and how you work"
        />
        <Text
          path="content"
          value={content.content}
          as="p"
          multiline
          className="lum-about-more"
          placeholder="More about how you work"
        />
        <div className="lum-about-sign">
          <Text
            path="name"
            value={content.name}
            as="p"
            className="lum-about-name"
            placeholder="Your name"
          />
          <Text
            path="role"
            value={content.role}
            as="p"
            className="lum-muted"
            placeholder="Your field"
          />
        </div>
        <List
          path="skills"
          items={content.skills ?? []}
          itemKey={(skill, index) => `${index}-${skill}`}
          itemLabel="speciality"
          newItem={() => ''}
          as="ul"
          className="lum-skills"
          renderItem={(skill, _index, itemPath) => (
            <li>
              <Text path={itemPath} value={skill} />
            </li>
          )}
        />
      </div>
    </section>
  );
}
