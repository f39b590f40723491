import type { SubmissionResult } from "@conform-to/react";
import { useState, type FormEvent } from "react";
import type { FormMessages } from "#app/forms/messages";

type SaveReply = { ok: true; redirectTo: string } | { ok: false; result: SubmissionResult<FormMessages> | null };

/**
 * Sends a form that carries a chosen file with XMLHttpRequest, whose upload events give the progress
 * bar (fetch has none), to `endpoint`, which answers JSON. A form without a file is left to Remix. On
 * success the page loads the address the server names (its toast cookie arrives with it).
 */
export function useUploadForm(endpoint: string) {
  const [percent, setPercent] = useState<number | null>(null);
  const [result, setResult] = useState<SubmissionResult<FormMessages> | null>(null);
  const [failed, setFailed] = useState(false);
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const form = event.currentTarget;
    const file = form.querySelector<HTMLInputElement>('input[type="file"]');
    if (!file?.files?.length) return;
    event.preventDefault();
    const xhr = new XMLHttpRequest();
    xhr.open("POST", endpoint);
    xhr.responseType = "json";
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) setPercent(Math.floor((e.loaded / e.total) * 100));
    };
    xhr.onload = () => {
      const reply = xhr.response as SaveReply | null;
      if (reply?.ok) {
        window.location.assign(reply.redirectTo);
        return;
      }
      setPercent(null);
      if (reply && reply.result) setResult(reply.result);
      else setFailed(true);
    };
    xhr.onerror = () => {
      setPercent(null);
      setFailed(true);
    };
    setFailed(false);
    setPercent(0);
    xhr.send(new FormData(form));
  };
  return { percent, result, failed, onSubmit };
}
