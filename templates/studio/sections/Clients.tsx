import { newId, useKit, type SectionProps } from '@folio/template-sdk';
import type { Client, ClientsContent, Testimonial } from '../content';
import { SectionHead } from './SectionHead';

/** A wall of client logos (or their names, set as wordmarks), then a quote or two from them. */
export function Clients({ content }: SectionProps<ClientsContent>) {
  const { Text, Image, Link, List, mode } = useKit();
  const clients = content.clients ?? [];
  const testimonials = content.testimonials ?? [];
  return (
    <section className="stu-section stu-clients">
      <SectionHead
        label="Clients"
        heading={content.heading}
        fallback="Clients"
        intro={{ value: content.intro, placeholder: 'Who you work with' }}
      />
      {(clients.length > 0 || mode === 'edit') && (
        <List
          path="clients"
          items={clients}
          itemKey={(client) => client.id}
          itemLabel="client"
          uploadField="logo"
          newItem={(): Client => ({ id: newId('client'), name: '', logo: '', url: '' })}
          as="ul"
          className="stu-client-wall"
          renderItem={(client, _index, itemPath) => (
            <li className={`stu-client${client.logo ? ' stu-client--logo' : ''}`}>
              <Link path={`${itemPath}.url`} href={client.url} className="stu-client-link">
                {(client.logo || mode === 'edit') && (
                  <Image
                    path={`${itemPath}.logo`}
                    src={client.logo}
                    alt={client.name}
                    className="stu-client-logo"
                    sizes="240px"
                  />
                )}
                {(!client.logo || mode === 'edit') && (
                  <Text
                    path={`${itemPath}.name`}
                    value={client.name}
                    className="stu-client-name"
                    placeholder="Client name"
                  />
                )}
              </Link>
            </li>
          )}
        />
      )}
      {(testimonials.length > 0 || mode === 'edit') && (
        <List
          path="testimonials"
          items={testimonials}
          itemKey={(testimonial) => testimonial.id}
          itemLabel="testimonial"
          newItem={(): Testimonial => ({
            id: newId('testimonial'),
            quote: '',
            name: '',
            role: '',
          })}
          className="stu-quotes"
          renderItem={(testimonial, _index, itemPath) => (
            <figure className="stu-quote">
              <blockquote>
                <Text
                  path={`${itemPath}.quote`}
                  value={testimonial.quote}
                  as="p"
                  multiline
                  className="stu-quote-text"
                  placeholder="What the client said about working with you"
                />
              </blockquote>
              <figcaption className="stu-quote-by">
                <Text
                  path={`${itemPath}.name`}
                  value={testimonial.name}
                  className="stu-quote-name"
                  placeholder="Name"
                />
                <Text
                  path={`${itemPath}.role`}
                  value={testimonial.role}
                  className="stu-quote-role"
                  placeholder="Role, company"
                />
              </figcaption>
            </figure>
          )}
        />
      )}
    </section>
  );
}
