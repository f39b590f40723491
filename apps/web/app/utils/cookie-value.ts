/** The raw value of cookie `name` in a Cookie header (not decoded), or undefined when it is absent. */
export function cookieValue(header: string | null | undefined, name: string): string | undefined {
  return header
    ?.split(";")
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${name}=`))
    ?.slice(name.length + 1);
}
