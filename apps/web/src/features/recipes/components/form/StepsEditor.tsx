import { Plus } from 'lucide-react';
import { Button } from '../../../../components/ui/Button';
import { FieldError } from '../../../../components/ui/FieldMessage';
import { TextArea } from '../../../../components/ui/TextArea';
import { moveItem, newStep, type StepValue } from '../../recipe-form';
import { RowButtons } from './RowButtons';
import type { RecipeForm } from './useRecipeForm';

/** The method, step by step; blank steps are left out when saving. */
export function StepsEditor({ form }: { form: RecipeForm }) {
  const { steps } = form.values;
  const setSteps = (next: StepValue[], focusNext?: string[]) =>
    form.edit((current) => ({ ...current, steps: next }), focusNext);
  const addStep = () => {
    const step = newStep();
    setSteps([...steps, step], [`steps.${steps.length}`]);
  };

  return (
    <section aria-labelledby="recipe-steps" className="flex flex-col gap-3">
      <h2 id="recipe-steps" className="text-xl font-extrabold">
        Étapes
      </h2>
      {steps.length > 0 && (
        <ol className="flex flex-col gap-3">
          {steps.map((step, index) => {
            const id = `step:${step.key}`;
            const n = index + 1;
            return (
              <li key={step.key} className="flex flex-col gap-1">
                <TextArea
                  ref={form.control(`steps.${index}`)}
                  label={`Étape ${n}`}
                  value={step.text}
                  error={form.errors[`steps.${index}`]}
                  onChange={(event) =>
                    setSteps(steps.map((item) => (item === step ? { ...item, text: event.target.value } : item)))
                  }
                />
                <RowButtons
                  form={form}
                  id={id}
                  index={index}
                  count={steps.length}
                  labels={{
                    up: `Monter l’étape ${n}`,
                    down: `Descendre l’étape ${n}`,
                    remove: `Supprimer l’étape ${n}`,
                  }}
                  onMove={(delta) =>
                    setSteps(moveItem(steps, index, delta), [
                      `${id}:${delta < 0 ? 'up' : 'down'}`,
                      `${id}:${delta < 0 ? 'down' : 'up'}`,
                    ])
                  }
                  onRemove={() =>
                    setSteps(
                      steps.filter((item) => item !== step),
                      ['steps.add'],
                    )
                  }
                />
              </li>
            );
          })}
        </ol>
      )}
      {form.errors.steps && <FieldError id="recipe-steps-error" message={form.errors.steps} />}
      <Button ref={form.control('steps.add')} variant="secondary" className="self-start" onClick={addStep}>
        <Plus aria-hidden="true" className="size-5" />
        Ajouter une étape
      </Button>
    </section>
  );
}
