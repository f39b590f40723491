import { parseForm } from "#app/forms/parse";
import type { FormParser } from "#app/forms/use-lazy-form";
import { planFormSchema, taskFormSchema } from "./schemas";

// The calendar's forms validate in the browser with the schemas the action uses; this module (with zod)
// is a chunk the forms fetch on intent, not part of the page's first load (decision 023).
export const parseTaskForm: FormParser = (formData) => parseForm(formData, taskFormSchema) as ReturnType<FormParser>;
export const parsePlanForm: FormParser = (formData) => parseForm(formData, planFormSchema) as ReturnType<FormParser>;
