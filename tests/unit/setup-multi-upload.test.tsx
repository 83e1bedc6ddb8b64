// Several pictures picked at once in setup each land in their own item, whatever order the server
// answers in: a later picture answered first used to take the slot an earlier one then overwrote.
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FormProvider, useForm, type UseFormReturn } from 'react-hook-form';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ListQuestion } from '../../editor/setup/questions';
import { listTemplates } from '../../templates';
import { emptyAnswers } from '../../templates/setup/answers';
import { setupSteps } from '../../templates/setup/steps';
import { answerName, type SetupValues } from '../../templates/setup/types';

/** A stand-in XMLHttpRequest whose answers come back in the reverse of the order they were sent. */
function answeredInReverse(count: number) {
  let sent = 0;
  return class {
    upload = {};
    status = 201;
    statusText = 'Created';
    responseText = '';
    timeout = 0;
    onload?: () => void;
    open() {}
    setRequestHeader() {}
    send() {
      const n = sent++;
      this.responseText = JSON.stringify({
        success: true,
        data: { url: `/uploads/picked-${n}.webp`, width: 1, height: 1, variants: [] },
      });
      setTimeout(() => this.onload?.(), (count - n) * 15);
    }
  };
}

const listsWithPictures = listTemplates().flatMap((template) =>
  setupSteps(template).flatMap((step) =>
    step.lists
      .filter((list) => list.imageField)
      .map((list) => ({ name: `${template.id} ${step.type} ${list.path}`, template, step, list })),
  ),
);

afterEach(() => vi.unstubAllGlobals());

describe('setup: several pictures at once', () => {
  it('has a list with pictures to test in some template', () =>
    expect(listsWithPictures.length).toBeGreaterThan(0));

  it.each(listsWithPictures)('$name: every picture lands, in the order picked', async (entry) => {
    const { template, step, list } = entry;
    const count = Math.min(3, list.maxItems);
    vi.stubGlobal('XMLHttpRequest', answeredInReverse(count));
    let form!: UseFormReturn<SetupValues>;
    function Form() {
      form = useForm<SetupValues>({ defaultValues: emptyAnswers(template) });
      return (
        <FormProvider {...form}>
          <ListQuestion type={step.type} list={list} />
        </FormProvider>
      );
    }
    const { container } = render(<Form />);
    const input = container.querySelector('input[type=file][multiple]') as HTMLInputElement;
    await userEvent.upload(
      input,
      Array.from(
        { length: count },
        (_, n) => new File([String(n)], `${n}.png`, { type: 'image/png' }),
      ),
    );
    await screen.findByText((_, element) => element?.getAttribute('data-upload-state') === 'done');
    const items = form.getValues(
      answerName.list(step.type, list.path) as never,
    ) as unknown as Array<Record<string, string>>;
    expect(items.map((item) => item[list.imageField!])).toEqual(
      Array.from({ length: count }, (_, n) => `/uploads/picked-${n}.webp`),
    );
  });
});
