import { atom, useAtomValue } from 'jotai';
import { lazy, Suspense } from 'react';
import { appStore } from './session';

// Asked rarely, on every page: the dialog's code loads with the first question.
const ConfirmModal = lazy(() =>
  import('../components/Modal').then((module) => ({ default: module.ConfirmModal })),
);

type Question = { answer: (logOut: boolean) => void };
const questionAtom = atom<Question | null>(null);

/** Asks, in the app's own dialog, whether to log out and discard this device's unsaved edits. */
export function confirmDiscardDrafts(): Promise<boolean> {
  appStore.get(questionAtom)?.answer(false);
  return new Promise((resolve) => {
    appStore.set(questionAtom, {
      answer(logOut) {
        appStore.set(questionAtom, null);
        resolve(logOut);
      },
    });
  });
}

/** The dialog of confirmDiscardDrafts, rendered once for the whole app. */
export function LogoutConfirm() {
  const question = useAtomValue(questionAtom, { store: appStore });
  if (!question) return null;
  return (
    <Suspense>
      <ConfirmModal
        title="Log out?"
        confirmLabel="Log out"
        onConfirm={() => question.answer(true)}
        onCancel={() => question.answer(false)}
      >
        <p>You have unsaved changes on this device. Log out and discard them?</p>
        <p className="modal-note">
          Cancel, then open your portfolio and save, to keep them. Logging out removes them from
          this device so the next person to use it cannot see them.
        </p>
      </ConfirmModal>
    </Suspense>
  );
}
