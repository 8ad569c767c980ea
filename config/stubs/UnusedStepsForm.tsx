/**
 * Stands in for pro-form's StepsForm (antd Steps and its styles), which ProTable's schema form imports although
 * the console has no step-by-step form (see config/bundle.ts). Renders nothing.
 */
import { createContext } from 'react';

export const StepsFormProvide = createContext<undefined>(undefined);
export const StepFormProvide = createContext<null>(null);

function StepForm() {
  return null;
}

function StepsFormStub() {
  return null;
}
StepsFormStub.StepForm = StepForm;

export { StepsFormStub as StepsForm };
