import { useBlocker } from "@remix-run/react";
import { useCallback, useEffect, useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";

/**
 * Warns before leaving a form with unsaved edits: the browser's own prompt when the tab closes or
 * reloads, a confirm for a link inside the app. Submitting the form is not leaving it. Returns the
 * handlers to spread on the form.
 */
export function useUnsavedChanges() {
  const { t } = useTranslation();
  const [dirty, setDirty] = useState(false);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => dirty && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (blocker.state !== "blocked") return;
    if (window.confirm(t("teaching.course.unsaved"))) blocker.proceed();
    else blocker.reset();
  }, [blocker, t]);
  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show the prompt only when returnValue is set.
      event.returnValue = "";
    };
    window.addEventListener("beforeunload", warn);
    return () => window.removeEventListener("beforeunload", warn);
  }, [dirty]);
  const onChange = useCallback((_event: FormEvent) => setDirty(true), []);
  // Sending the form is saving, not leaving: a refused save shows its errors with the edits still there.
  const onSubmit = useCallback((_event: FormEvent) => setDirty(false), []);
  return { dirty, formProps: { onChange, onSubmit } };
}
