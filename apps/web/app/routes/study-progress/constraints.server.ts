import { getZodConstraint } from "@conform-to/zod/v4";
import { planFormSchema, taskFormSchema } from "./schemas";

/**
 * The forms' input constraints (required, lengths), worked out from the schemas on the server: the
 * page renders them without shipping zod in its first load (decision 023).
 */
export const FORM_CONSTRAINTS = {
  task: getZodConstraint(taskFormSchema),
  plan: getZodConstraint(planFormSchema),
};
