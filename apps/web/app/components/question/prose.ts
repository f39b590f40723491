/** The same prose rules as a text lesson's, for a question's stem and explanation (MathML inside). */
export const PROSE =
  "flex flex-col gap-3 leading-relaxed [&_a]:text-primary [&_a]:underline [&_code]:font-mono [&_img]:max-w-full [&_pre]:overflow-x-auto [&_pre]:rounded-md [&_pre]:bg-muted [&_pre]:p-3 [&_ul]:list-disc [&_ul]:px-6 [&_ol]:list-decimal [&_ol]:px-6";
