import { Link } from 'react-router';
import { buttonClasses } from '../../components/ui/Button';
import { Page } from '../../components/ui/Page';

export default function NotFoundPage() {
  return (
    <div className="flex flex-col items-start gap-4">
      <Page title="Page introuvable" />
      <p className="text-muted">
        Cette adresse ne mène nulle part. Elle a peut-être changé, ou contient une faute de frappe.
      </p>
      <Link to="/" className={buttonClasses('primary', 'no-underline')}>
        Retour à l’accueil
      </Link>
    </div>
  );
}
