// Puck's components for Echelon's five section types: the same words and images as plain elements,
// with a field for every text prop (and arrays for the lists) so Puck's editing UI has its full load.
import type { ComponentConfig, Config, Fields } from '@puckeditor/core';

type Project = {
  title: string;
  description: string;
  image: string;
  meta: string;
  category: string;
};
type Image = { src: string; caption: string; meta: string };
type Social = { platform: string; url: string };
type Props = {
  Hero: { name: string; title: string; subtitle: string; description: string; image: string };
  About: {
    heading: string;
    name: string;
    role: string;
    image: string;
    bio: string;
    content: string;
    skills: string[];
  };
  Work: { heading: string; projects: Project[] };
  Gallery: { heading: string; images: Image[] };
  Contact: {
    heading: string;
    subheading: string;
    text: string;
    description: string;
    button: string;
    email: string;
    phone: string;
    address: string;
    availability: string;
    social_links: Social[];
  };
};

const text = { type: 'text' } as const;
const textarea = { type: 'textarea' } as const;

const hero: ComponentConfig<Props['Hero']> = {
  fields: { name: text, title: text, subtitle: text, description: textarea, image: text },
  render: ({ id, name, title, subtitle, description, image }) => (
    <section id={id}>
      <p>{name}</p>
      <h1>{title}</h1>
      <p>{subtitle}</p>
      <p>{description}</p>
      {image && <img src={image} alt="" loading="lazy" />}
    </section>
  ),
};

// Skills are plain strings, which Puck's array field cannot edit: they are shown, not edited.
const aboutFields: Fields<Omit<Props['About'], 'skills'>> = {
  heading: text,
  name: text,
  role: text,
  image: text,
  bio: textarea,
  content: textarea,
};
const about: ComponentConfig<Props['About']> = {
  fields: aboutFields as Fields<Props['About']>,
  render: ({ id, heading, name, role, image, bio, content, skills }) => (
    <section id={id}>
      <h2>{heading}</h2>
      {image && <img src={image} alt={name} loading="lazy" />}
      <h3>{name}</h3>
      <p>{role}</p>
      <p>{bio}</p>
      <p>{content}</p>
      <ul>
        {skills.map((skill) => (
          <li key={skill}>{skill}</li>
        ))}
      </ul>
    </section>
  ),
};

const work: ComponentConfig<Props['Work']> = {
  fields: {
    heading: text,
    projects: {
      type: 'array',
      arrayFields: { title: text, description: textarea, image: text, meta: text, category: text },
      getItemSummary: (project) => project.title,
    },
  },
  render: ({ id, heading, projects }) => (
    <section id={id}>
      <h2>{heading}</h2>
      <ul>
        {projects.map((project, index) => (
          <li key={index}>
            <img src={project.image} alt="" loading="lazy" />
            <h3>{project.title}</h3>
            <p>{project.description}</p>
            <p>
              {project.meta} · {project.category}
            </p>
          </li>
        ))}
      </ul>
    </section>
  ),
};

const gallery: ComponentConfig<Props['Gallery']> = {
  fields: {
    heading: text,
    images: {
      type: 'array',
      arrayFields: { src: text, caption: text, meta: text },
      getItemSummary: (image) => image.caption,
    },
  },
  render: ({ id, heading, images }) => (
    <section id={id}>
      <h2>{heading}</h2>
      <ul>
        {images.map((image, index) => (
          <li key={index}>
            <figure>
              <img src={image.src} alt={image.caption} loading="lazy" />
              <figcaption>
                {image.caption} <span>{image.meta}</span>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </section>
  ),
};

const contact: ComponentConfig<Props['Contact']> = {
  fields: {
    subheading: text,
    heading: text,
    text: textarea,
    description: textarea,
    button: text,
    email: text,
    phone: text,
    address: text,
    availability: text,
    social_links: {
      type: 'array',
      arrayFields: { platform: text, url: text },
      getItemSummary: (link) => link.platform,
    },
  },
  render: (props) => (
    <section id={props.id}>
      <p>{props.subheading}</p>
      <h2>{props.heading}</h2>
      <p>{props.text}</p>
      <p>{props.description}</p>
      <a href={`mailto:${props.email}`}>{props.button}</a>
      <p>{props.email}</p>
      <p>{props.phone}</p>
      <p>{props.address}</p>
      <p>{props.availability}</p>
      <ul>
        {props.social_links.map((link) => (
          <li key={link.platform}>
            <a href={link.url}>{link.platform}</a>
          </li>
        ))}
      </ul>
    </section>
  ),
};

export const config: Config<Props> = {
  components: { Hero: hero, About: about, Work: work, Gallery: gallery, Contact: contact },
};
