// autocannon ships no types; the bench's tests call it with the options its README documents.
declare module "autocannon" {
  const autocannon: (options: Record<string, unknown>) => Promise<Record<string, unknown>>;
  export default autocannon;
}
