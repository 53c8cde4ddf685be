import type { DemoArticle } from './demo-article';

/** Demo articles about VPS hosting, tutorials and company news. */
export const HOSTING_ARTICLES: DemoArticle[] = [
  {
    title: 'Sécuriser son VPS Linux en 30 minutes',
    category: 'vps',
    author: 'admin',
    daysAgo: 1,
    image: { from: '#1E3A8A', to: '#60A5FA' },
    short_description:
      'Clés SSH, pare-feu, mises à jour automatiques et Fail2ban : la check-list à suivre dès la livraison d’un nouveau serveur.',
    meta_keywords: 'vps, sécurité, ssh, ufw, fail2ban, debian',
    content: `
<p>Un VPS fraîchement installé reçoit ses premières tentatives de connexion malveillantes en quelques minutes. Pas de panique : une demi-heure suffit pour fermer les portes les plus exposées. Cette check-list vaut pour Debian et Ubuntu.</p>
<h2>1. Mettre le système à jour</h2>
<pre><code class="language-bash">apt update &amp;&amp; apt full-upgrade -y
apt install unattended-upgrades
dpkg-reconfigure --priority=low unattended-upgrades</code></pre>
<p>Les mises à jour de sécurité s’installeront ensuite automatiquement chaque nuit.</p>
<h2>2. Créer un utilisateur et utiliser des clés SSH</h2>
<p>Travailler directement en <code>root</code> est une mauvaise habitude. Créez un utilisateur, donnez-lui les droits <code>sudo</code>, puis copiez votre clé publique depuis votre ordinateur :</p>
<pre><code class="language-bash">adduser alex
usermod -aG sudo alex
ssh-copy-id alex@votre-serveur</code></pre>
<p>Une fois la connexion par clé vérifiée, modifiez <code>/etc/ssh/sshd_config</code> :</p>
<ul>
  <li><code>PermitRootLogin no</code></li>
  <li><code>PasswordAuthentication no</code></li>
</ul>
<p>Redémarrez le service SSH <strong>sans fermer votre session actuelle</strong>, et testez une nouvelle connexion dans un second terminal.</p>
<h2>3. Activer un pare-feu</h2>
<p>UFW rend la configuration du pare-feu lisible. N’ouvrez que ce dont vous avez besoin :</p>
<pre><code class="language-bash">ufw default deny incoming
ufw allow OpenSSH
ufw allow 25565/tcp
ufw enable</code></pre>
<p>Le port 25565 correspond à Minecraft ; adaptez la liste à vos services.</p>
<h2>4. Bloquer les attaques par force brute</h2>
<p><a href="https://github.com/fail2ban/fail2ban">Fail2ban</a> lit les journaux et bannit temporairement les adresses qui multiplient les échecs de connexion. La configuration par défaut protège déjà SSH : installez-le et vérifiez son état avec <code>fail2ban-client status sshd</code>.</p>
<h2>5. Surveiller et sauvegarder</h2>
<p>La sécurité ne s’arrête pas à la configuration initiale :</p>
<ul>
  <li>consultez régulièrement <code>journalctl</code> et les connexions récentes avec <code>last</code> ;</li>
  <li>sauvegardez vos données hors du serveur, chiffrées, avec un outil comme <a href="https://restic.net">restic</a> ;</li>
  <li>désinstallez les services que vous n’utilisez plus.</li>
</ul>
<h2>Pour aller plus loin</h2>
<p>Une fois ces bases en place, vous pouvez changer le port SSH pour réduire le bruit dans les journaux, mettre en place une authentification à deux facteurs ou isoler vos services dans des conteneurs. Mais ces cinq étapes couvrent déjà l’essentiel des attaques automatisées que subit un serveur exposé sur Internet.</p>`,
  },
  {
    title: 'VPS ou serveur de jeu managé : comment choisir ?',
    category: 'vps',
    author: 'admin',
    daysAgo: 24,
    image: null,
    short_description:
      'Liberté totale ou tranquillité d’esprit ? Comparatif honnête des deux formules pour héberger vos parties.',
    meta_keywords: 'vps, serveur de jeu, hébergement, comparatif',
    content: `
<p>C’est la question que nous posent le plus souvent les joueurs qui veulent héberger leur première partie : faut-il prendre un VPS ou un serveur de jeu prêt à l’emploi ? Les deux formules ont leurs avantages, et le bon choix dépend surtout de votre temps et de vos envies.</p>
<h2>Le serveur de jeu managé</h2>
<p>Vous choisissez un jeu, une quantité de mémoire, et le serveur est prêt en quelques minutes. Un panneau de contrôle permet de le démarrer, d’installer des plugins en un clic et de restaurer une sauvegarde.</p>
<ul>
  <li><strong>Pour</strong> : aucune compétence système requise, sauvegardes automatiques, support spécialisé.</li>
  <li><strong>Contre</strong> : un seul jeu par offre, moins de liberté sur les logiciels installés.</li>
</ul>
<h2>Le VPS</h2>
<p>Un VPS est une machine virtuelle dont vous êtes l’administrateur. Vous installez le système, les services et les jeux que vous voulez.</p>
<ul>
  <li><strong>Pour</strong> : liberté totale, plusieurs serveurs sur une même machine, possibilité d’héberger aussi un site ou un bot Discord.</li>
  <li><strong>Contre</strong> : la sécurité, les mises à jour et les sauvegardes sont à votre charge.</li>
</ul>
<h2>Le tableau récapitulatif</h2>
<table>
  <thead><tr><th scope="col">Critère</th><th scope="col">Serveur managé</th><th scope="col">VPS</th></tr></thead>
  <tbody>
    <tr><td>Mise en route</td><td>Quelques minutes</td><td>Une à deux heures</td></tr>
    <tr><td>Compétences</td><td>Aucune</td><td>Bases de Linux</td></tr>
    <tr><td>Plusieurs jeux</td><td>Non</td><td>Oui</td></tr>
    <tr><td>Sauvegardes</td><td>Incluses</td><td>À organiser</td></tr>
  </tbody>
</table>
<h2>Notre conseil</h2>
<p>Si vous voulez simplement jouer entre amis ce week-end, le serveur managé est fait pour vous. Si vous aimez comprendre comment les choses fonctionnent, ou si votre projet mélange plusieurs services, le VPS vous donnera une liberté incomparable.</p>
<p>Dans les deux cas, regardez la fréquence du processeur plutôt que le nombre de cœurs : la plupart des jeux, Minecraft en tête, tournent principalement sur un seul fil d’exécution. Un disque NVMe et une protection anti-DDoS adaptée au jeu font aussi une vraie différence au quotidien.</p>
<blockquote>Il n’y a pas de mauvais choix, seulement des besoins différents. Et rien ne vous empêche de commencer par l’un pour passer à l’autre ensuite.</blockquote>`,
  },
  {
    title: 'Tutoriel : sauvegarder automatiquement son serveur avec restic',
    category: 'tutoriels',
    author: 'contributor',
    daysAgo: 31,
    image: { from: '#6B21A8', to: '#C084FC' },
    short_description:
      'Des sauvegardes chiffrées, incrémentales et vérifiées chaque nuit, en moins de vingt lignes de configuration.',
    meta_keywords: 'sauvegarde, restic, tutoriel, cron, linux',
    content: `
<p>Perdre un monde Minecraft ou la base de données d’un serveur roleplay est une expérience que l’on ne souhaite à personne. Avec <a href="https://restic.net">restic</a>, mettre en place des sauvegardes fiables prend moins d’une heure. Suivez le guide.</p>
<h2>Pourquoi restic ?</h2>
<ul>
  <li>Les sauvegardes sont <strong>chiffrées</strong> avant de quitter votre serveur.</li>
  <li>Elles sont <strong>incrémentales</strong> : seules les modifications sont envoyées.</li>
  <li>Restic sait écrire vers un autre serveur SFTP, un stockage compatible S3 ou un simple disque.</li>
</ul>
<p>La règle à retenir est celle du 3-2-1 : trois copies de vos données, sur deux supports différents, dont une hors du serveur. Restic se charge de la copie distante ; à vous de choisir un emplacement qui ne dépend pas de la même machine ni du même centre de données.</p>
<h2>Étape 1 : installer et initialiser le dépôt</h2>
<pre><code class="language-bash">apt install restic
export RESTIC_REPOSITORY=sftp:sauvegarde@backup.exemple.fr:/srv/restic
export RESTIC_PASSWORD_FILE=/root/.restic-password
restic init</code></pre>
<p>Conservez une copie du mot de passe ailleurs que sur le serveur : sans lui, les sauvegardes sont illisibles, y compris pour vous.</p>
<h2>Étape 2 : écrire le script</h2>
<p>Pour un serveur Minecraft, prévenez les joueurs et forcez l’écriture du monde sur le disque avant de sauvegarder. Pour une base de données, exportez-la d’abord avec <code>mariadb-dump</code>.</p>
<pre><code class="language-bash">#!/bin/sh
set -e
mariadb-dump --single-transaction fivem &gt; /srv/dumps/fivem.sql
restic backup /srv/minecraft/world /srv/dumps
restic forget --keep-daily 7 --keep-weekly 4 --keep-monthly 6 --prune</code></pre>
<h2>Étape 3 : planifier</h2>
<p>Ajoutez une ligne à la crontab de l’utilisateur <code>root</code> pour lancer le script chaque nuit à 4 heures, au moment où le serveur est le moins fréquenté :</p>
<pre><code class="language-bash">0 4 * * * /usr/local/bin/sauvegarde.sh &gt;&gt; /var/log/sauvegarde.log 2&gt;&amp;1</code></pre>
<h2>Étape 4 : vérifier</h2>
<p>Une sauvegarde n’a de valeur que si elle se restaure. Une fois par mois :</p>
<ol>
  <li>lancez <code>restic check</code> pour contrôler l’intégrité du dépôt ;</li>
  <li>restaurez un instantané dans un dossier temporaire avec <code>restic restore latest --target /tmp/essai</code> ;</li>
  <li>ouvrez le monde ou importez la base sur un serveur de test.</li>
</ol>
<p>Avec cette routine, un disque qui lâche ou une mauvaise manipulation ne vous coûtera plus qu’une nuit de progression, au pire. Et vous dormirez beaucoup mieux.</p>`,
  },
  {
    title: 'Nouveau : des serveurs Minecraft et FiveM plus rapides grâce aux processeurs Ryzen 9',
    category: 'actualites',
    author: 'admin',
    daysAgo: 8,
    image: { from: '#A16207', to: '#FDE047' },
    short_description:
      'Nos offres de serveurs de jeu passent sur des processeurs de dernière génération, sans changement de prix pour les clients actuels.',
    meta_keywords: 'actualité, ryzen, serveur de jeu, nouveauté',
    content: `
<p>Nous avons le plaisir d’annoncer la migration de l’ensemble de nos serveurs de jeu vers une nouvelle génération de machines équipées de processeurs AMD Ryzen 9. Une évolution attendue par de nombreux joueurs, qui profitera à tous nos clients sans surcoût.</p>
<h2>Ce qui change</h2>
<ul>
  <li><strong>Fréquence processeur</strong> jusqu’à 5,7 GHz en pointe : la plupart des jeux tirent parti de la vitesse d’un seul cœur, et c’est là que le gain est le plus visible.</li>
  <li><strong>Mémoire DDR5</strong> : des échanges plus rapides, appréciés par les gros mondes Minecraft moddés.</li>
  <li><strong>Disques NVMe de dernière génération</strong> : démarrages et sauvegardes nettement plus courts.</li>
</ul>
<h2>Quels gains attendre ?</h2>
<p>Sur nos tests internes, un serveur Paper de quarante joueurs avec une vingtaine de plugins passe d’un temps moyen par tick de 31 ms à 18 ms. Sur FiveM, le temps consommé par les ressources les plus lourdes baisse d’environ 35 %. Concrètement : moins de lag lors des pics d’affluence et des fermes automatiques qui ne ralentissent plus tout le serveur.</p>
<h2>Comment se passe la migration ?</h2>
<p>Aucune action n’est nécessaire de votre part. Chaque serveur sera déplacé pendant une fenêtre de maintenance annoncée par e-mail au moins 72 heures à l’avance :</p>
<ol>
  <li>une sauvegarde complète est réalisée juste avant le déplacement ;</li>
  <li>le serveur est copié sur la nouvelle machine, en général en moins de dix minutes ;</li>
  <li>l’adresse de connexion de vos joueurs reste la même.</li>
</ol>
<p>Si la date proposée ne vous convient pas, par exemple à cause d’un événement prévu sur votre serveur, contactez le support : nous la décalerons.</p>
<h2>Et les prix ?</h2>
<p>Ils ne bougent pas. Les clients actuels conservent leur tarif, et les nouvelles commandes profitent directement des nouvelles machines.</p>
<p>Merci à toutes celles et ceux qui nous ont fait part de leurs retours ces derniers mois : cette évolution vient en grande partie de vos demandes. Rendez-vous sur notre Discord pour partager vos impressions après la migration !</p>`,
  },
  {
    title: 'Programme contributeurs : gagnez du crédit en écrivant pour le blog',
    category: 'actualites',
    author: 'admin',
    daysAgo: 38,
    image: null,
    short_description:
      'Partagez vos connaissances sur Minecraft, FiveM ou l’administration de serveurs et recevez un crédit utilisable sur tous nos services.',
    meta_keywords: 'contributeur, programme, blog, crédit, récompense',
    content: `
<p>Vous administrez un serveur depuis des années, vous avez résolu un problème que personne n’avait documenté, ou vous aimez simplement expliquer ? Notre programme contributeurs est fait pour vous : chaque article publié sur ce blog vous rapporte du crédit sur votre compte client.</p>
<h2>Comment ça marche ?</h2>
<ol>
  <li>Connectez-vous avec vos identifiants de l’espace client, ou créez un compte en quelques secondes.</li>
  <li>Rédigez votre article directement dans l’éditeur du blog : titres, listes, images et blocs de code sont disponibles.</li>
  <li>Soumettez-le : notre équipe le relit, vous propose si besoin des corrections, puis le publie.</li>
  <li>Dès la publication, le crédit est ajouté automatiquement à votre compte.</li>
</ol>
<h2>Ce que nous recherchons</h2>
<ul>
  <li>Des tutoriels concrets, testés, avec les commandes et les réglages utilisés.</li>
  <li>Des retours d’expérience : lancement d’une communauté, migration, gestion d’un incident.</li>
  <li>Des comparatifs honnêtes de plugins, de frameworks ou d’outils.</li>
</ul>
<p>Un article doit compter au moins 300 mots et être original : pas de copie d’un autre site, ni de texte généré sans relecture. Les articles en français clair et bien structurés sont publiés le plus vite.</p>
<h2>Les avantages</h2>
<ul>
  <li><strong>Paiement immédiat</strong> : le crédit arrive sur votre compte dès la publication.</li>
  <li><strong>Aucune limite</strong> : écrivez autant d’articles que vous le souhaitez.</li>
  <li><strong>Crédit utilisable partout</strong> : serveurs de jeu, VPS, noms de domaine.</li>
  <li><strong>Visibilité</strong> : votre profil, vos tags et vos articles apparaissent dans le classement des contributeurs.</li>
</ul>
<h2>Nos conseils pour être publié</h2>
<p>Commencez par un sujet que vous maîtrisez parfaitement, même s’il vous paraît simple : ce qui est évident pour vous ne l’est pas pour un débutant. Ajoutez des captures d’écran et relisez-vous à voix haute avant d’envoyer. Si votre article est refusé, le motif vous est indiqué : corrigez-le et soumettez-le à nouveau, il repassera en relecture.</p>
<p>Prêt à vous lancer ? Rendez-vous sur la page de connexion, choisissez l’onglet client et commencez à écrire. Nous avons hâte de vous lire.</p>`,
  },
];
