import { newId, useKit, type SectionProps } from '@folio/template-sdk';
import type { Service, ServicesContent } from '../content';
import { SectionHead } from './SectionHead';

/** A band of the strong colour: what the studio sells, one numbered row per service. */
export function Services({ content }: SectionProps<ServicesContent>) {
  const { Text, List, mode } = useKit();
  return (
    <section className="stu-section stu-band stu-band--accent stu-services">
      <SectionHead
        label="Services"
        heading={content.heading}
        fallback="What we do"
        intro={{ value: content.intro, placeholder: 'How clients work with you' }}
      />
      <List
        path="services"
        items={content.services ?? []}
        itemKey={(service) => service.id}
        itemLabel="service"
        newItem={(): Service => ({
          id: newId('service'),
          title: '',
          description: '',
          deliverables: '',
          price: '',
        })}
        as="ol"
        className="stu-services-list"
        renderItem={(service, index, itemPath) => (
          <li className="stu-service">
            <p className="stu-service-number" aria-hidden="true">
              {String(index + 1).padStart(2, '0')}
            </p>
            <Text
              path={`${itemPath}.title`}
              value={service.title}
              as="h3"
              className="stu-service-title"
              placeholder="Service"
            />
            <div className="stu-service-body">
              <Text
                path={`${itemPath}.description`}
                value={service.description}
                as="p"
                multiline
                className="stu-service-description"
                placeholder="What the client gets, and why it matters"
              />
              {(service.deliverables || mode === 'edit') && (
                <Text
                  path={`${itemPath}.deliverables`}
                  value={service.deliverables}
                  as="p"
                  className="stu-service-deliverables"
                  placeholder="Deliverables · separated · by dots"
                />
              )}
            </div>
            {(service.price || mode === 'edit') && (
              <Text
                path={`${itemPath}.price`}
                value={service.price}
                as="p"
                className="stu-service-price"
                placeholder="From €… · weeks"
              />
            )}
          </li>
        )}
      />
    </section>
  );
}
