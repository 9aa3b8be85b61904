/**
 * `npm run reset-password -- <e-mail>`: prints a single-use link, valid one hour, with which that account
 * chooses a new password — for a server that sends no e-mail, or a person whose mail does not arrive.
 * Reads DATABASE_URL and PUBLIC_URL like the server (environment, then .env) and writes the link in the
 * same table the e-mails use; only the person running the server can run it.
 */
import { ConfigError, loadConfig } from '../apps/server/src/config.js';
import { openDatabase } from '../apps/server/src/db/database.js';
import { loadDotEnv } from '../apps/server/src/hosting/env-file.js';
import { createResetTokenFor, resetLink } from '../apps/server/src/modules/auth/index.js';

const email = process.argv[2]?.trim() ?? '';
if (!email) {
  console.error('Indiquez l’adresse e-mail du compte : npm run reset-password -- marie@exemple.fr');
  process.exit(1);
}

try {
  loadDotEnv();
  const config = loadConfig();
  const database = await openDatabase(config);
  try {
    const token = await createResetTokenFor(database.db, email, new Date());
    if (!token) {
      console.error(`Aucun compte n’a l’adresse ${email}.`);
      process.exitCode = 1;
    } else {
      console.log(`Lien pour choisir un nouveau mot de passe (${email}), valable une heure et une seule fois :`);
      console.log(resetLink(token, config.publicUrl));
      if (!config.publicUrl) {
        console.log(
          'Ajoutez devant l’adresse du serveur, par exemple http://192.168.1.20:3000 (ou réglez PUBLIC_URL dans .env).',
        );
      }
    }
  } finally {
    await database.close();
  }
} catch (error) {
  if (error instanceof ConfigError) console.error(error.message);
  else console.error('Le lien n’a pas pu être créé :', error);
  process.exitCode = 1;
}
