import { X } from "lucide-react";
import { useEffect, useState, type KeyboardEvent } from "react";
import { useTranslation } from "react-i18next";
import { MAX_COURSE_TAGS, tagList } from "@masar/domain/teaching-schema";
import { Badge } from "@masar/ui/badge";
import { Input } from "@masar/ui/input";

interface TagsInputProps {
  id: string;
  name: string;
  defaultTags: readonly string[];
  describedBy?: string;
  invalid?: boolean;
}

/**
 * Tags as chips: Enter or a comma adds the typed tag, each chip has a remove button, and each tag is
 * sent as its own field. Before the page is interactive (or without JavaScript) it is one text field
 * of comma-separated tags; the server reads both the same way (`tagList`).
 */
export function TagsInput({ id, name, defaultTags, describedBy, invalid }: TagsInputProps) {
  const { t } = useTranslation();
  const [enhanced, setEnhanced] = useState(false);
  const [tags, setTags] = useState<string[]>([...defaultTags]);
  const [draft, setDraft] = useState("");
  useEffect(() => setEnhanced(true), []);

  if (!enhanced) {
    return (
      <Input
        id={id}
        name={name}
        defaultValue={defaultTags.join(", ")}
        aria-describedby={describedBy}
        aria-invalid={invalid || undefined}
      />
    );
  }
  const add = (text: string) => {
    const next = tagList([...tags, text]).slice(0, MAX_COURSE_TAGS);
    setTags(next);
    setDraft("");
    // The form's change handler (unsaved changes, revalidation) hears the hidden fields change.
    queueMicrotask(() => document.getElementById(id)?.dispatchEvent(new Event("input", { bubbles: true })));
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if ((event.key === "Enter" || event.key === "," || event.key === "،") && draft.trim() !== "") {
      event.preventDefault();
      add(draft);
    } else if (event.key === "Backspace" && draft === "" && tags.length > 0) {
      setTags(tags.slice(0, -1));
    }
  };
  return (
    <div className="flex flex-col gap-2" data-slot="tags-input">
      {tags.length ? (
        <ul className="flex flex-wrap gap-2" aria-live="polite">
          {tags.map((tag) => (
            <li key={tag}>
              <Badge variant="soft" className="gap-1 ps-2.5 pe-1" data-slot="tag-chip">
                <span dir="auto">{tag}</span>
                <button
                  type="button"
                  className="rounded-full p-0.5 hover:bg-primary/10 focus-visible:outline-2 focus-visible:outline-ring"
                  aria-label={t("teaching.course.removeTag", { tag })}
                  onClick={() => setTags(tags.filter((x) => x !== tag))}
                >
                  <X className="size-3" aria-hidden="true" />
                </button>
              </Badge>
              <input type="hidden" name={name} value={tag} />
            </li>
          ))}
        </ul>
      ) : null}
      <Input
        id={id}
        value={draft}
        onChange={(e) => setDraft(e.target.value)}
        onKeyDown={onKeyDown}
        onBlur={() => draft.trim() !== "" && add(draft)}
        disabled={tags.length >= MAX_COURSE_TAGS}
        placeholder={t("teaching.course.addTag")}
        aria-describedby={describedBy}
        aria-invalid={invalid || undefined}
      />
    </div>
  );
}
