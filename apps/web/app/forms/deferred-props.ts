import { getFormProps, getInputProps, getSelectProps, getTextareaProps } from "@conform-to/react";
import type { FieldMetadata, FormMetadata } from "@conform-to/react";
import type { DeferredField, DeferredFormMeta } from "./use-deferred-form";

// Conform's own prop helpers (plain functions: the bundle keeps them without conform's form state) over
// useDeferredAppForm's metadata, which carries every member they read, so the attributes (ids, required,
// lengths, aria-invalid, aria-describedby, default values) are exactly conform's.

type Field = FieldMetadata<unknown, Record<string, unknown>, unknown>;
type InputOptions = Parameters<typeof getInputProps>[1];

export const formProps = (form: DeferredFormMeta) =>
  getFormProps(form as unknown as FormMetadata<Record<string, unknown>, unknown>);

export const inputProps = <Options extends InputOptions>(field: DeferredField, options: Options) =>
  getInputProps(field as unknown as Field, options);

export const selectProps = (field: DeferredField) => getSelectProps(field as unknown as Field);

export const textareaProps = (field: DeferredField) => getTextareaProps(field as unknown as Field);
