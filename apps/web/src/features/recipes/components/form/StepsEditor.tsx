import { Heading, Plus } from 'lucide-react';
import { Button } from '../../../../components/ui/Button';
import { FieldError } from '../../../../components/ui/FieldMessage';
import { TextArea } from '../../../../components/ui/TextArea';
import { moveItem, newStep, type StepValue } from '../../recipe-form';
import { focusAfterMove, RowButtons } from './RowButtons';
import { TitleRow } from './TitleRow';
import type { RecipeForm } from './useRecipeForm';

/** The method, step by step, with the titles of its sections (« Montage »); blank steps are left out when saving. */
export function StepsEditor({ form }: { form: RecipeForm }) {
  const { steps } = form.values;
  const setSteps = (next: StepValue[], focusNext?: string[]) =>
    form.edit((current) => ({ ...current, steps: next }), focusNext);
  const replace = (row: StepValue, change: Partial<StepValue>, focusNext?: string[]) =>
    setSteps(
      steps.map((item) => (item === row ? { ...item, ...change } : item)),
      focusNext,
    );
  const add = (section: boolean) => setSteps([...steps, newStep('', section)], [`steps.${steps.length}`]);
  let step = 0;
  let title = 0;

  return (
    <section aria-labelledby="recipe-steps" className="flex flex-col gap-3">
      <h2 id="recipe-steps" className="text-xl font-extrabold">
        Étapes
      </h2>
      {steps.length > 0 && (
        <ol className="flex flex-col gap-3">
          {steps.map((row, index) => {
            const id = `step:${row.key}`;
            const path = `steps.${index}`;
            const onMove = (delta: -1 | 1) => setSteps(moveItem(steps, index, delta), focusAfterMove(id, delta));
            const onRemove = () =>
              setSteps(
                steps.filter((item) => item !== row),
                ['steps.add'],
              );
            if (row.section) {
              title++;
              return (
                <TitleRow
                  key={row.key}
                  form={form}
                  path={path}
                  id={id}
                  label={`Titre de section ${title}`}
                  hint="Les étapes en dessous forment cette section."
                  item="une étape"
                  text={row.text}
                  index={index}
                  count={steps.length}
                  onChange={(text) => replace(row, { text })}
                  onMove={onMove}
                  onRemove={onRemove}
                  onConvert={() => replace(row, { section: false }, [path])}
                />
              );
            }
            const n = ++step;
            return (
              <li key={row.key} className="flex flex-col gap-1">
                <TextArea
                  ref={form.control(path)}
                  label={`Étape ${n}`}
                  value={row.text}
                  error={form.errors[path]}
                  onChange={(event) => replace(row, { text: event.target.value })}
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
                  onMove={onMove}
                  onRemove={onRemove}
                  convert={{
                    to: 'title',
                    label: `Faire de l’étape ${n} un titre de section`,
                    onConvert: () => replace(row, { section: true }, [path]),
                  }}
                />
              </li>
            );
          })}
        </ol>
      )}
      {form.errors.steps && <FieldError id="recipe-steps-error" message={form.errors.steps} />}
      <div className="flex flex-wrap gap-2">
        <Button ref={form.control('steps.add')} variant="secondary" onClick={() => add(false)}>
          <Plus aria-hidden="true" className="size-5" />
          Ajouter une étape
        </Button>
        <Button variant="secondary" onClick={() => add(true)}>
          <Heading aria-hidden="true" className="size-5" />
          Ajouter un titre de section
        </Button>
      </div>
    </section>
  );
}
