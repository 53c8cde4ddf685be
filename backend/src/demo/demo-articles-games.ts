import type { DemoArticle } from './demo-article';

/** Demo articles about game servers (Minecraft, FiveM). */
export const GAME_ARTICLES: DemoArticle[] = [
  {
    title: 'Créer son serveur Minecraft Paper en 2025 : le guide complet',
    category: 'minecraft',
    author: 'admin',
    daysAgo: 3,
    image: { from: '#166534', to: '#4ADE80' },
    short_description:
      'Choisir sa version, installer Paper, régler la mémoire et ouvrir son serveur à ses amis : tout ce qu’il faut savoir pour bien démarrer.',
    meta_keywords: 'minecraft, paper, serveur minecraft, java, hébergement',
    content: `
<p>Lancer son propre serveur Minecraft reste le meilleur moyen de jouer entre amis avec ses propres règles. Entre le serveur officiel de Mojang, Spigot, Paper, Fabric ou Forge, le choix peut pourtant dérouter. Ce guide vous accompagne pas à pas, de l’installation à la première connexion.</p>
<h2>Pourquoi choisir Paper ?</h2>
<p><a href="https://papermc.io">Paper</a> est un fork de Spigot pensé pour la performance. Il reste compatible avec l’immense majorité des plugins Bukkit et Spigot, tout en corrigeant de nombreux bugs et en optimisant le chargement des chunks. Pour un serveur survie, mini-jeux ou communautaire, c’est aujourd’hui le choix par défaut.</p>
<ul>
  <li><strong>Performances</strong> : meilleure gestion des entités et du redstone, moins de lag.</li>
  <li><strong>Compatibilité</strong> : des milliers de plugins disponibles.</li>
  <li><strong>Mises à jour rapides</strong> : les nouvelles versions arrivent quelques jours après Mojang.</li>
</ul>
<h2>Les prérequis</h2>
<p>Les versions récentes de Minecraft demandent Java 21. Sur un serveur Debian ou Ubuntu, installez le JDK Temurin ou OpenJDK, puis vérifiez la version avec <code>java -version</code>. Côté matériel, comptez 2 Go de mémoire pour une petite partie entre amis, 4 à 6 Go pour une vingtaine de joueurs avec quelques plugins, et davantage si vous prévoyez des mods.</p>
<h2>Installation pas à pas</h2>
<ol>
  <li>Créez un dossier dédié et un utilisateur système sans droits d’administration.</li>
  <li>Téléchargez le fichier <code>paper.jar</code> correspondant à votre version depuis le site officiel.</li>
  <li>Lancez une première fois le serveur pour générer les fichiers, puis acceptez le contrat dans <code>eula.txt</code>.</li>
  <li>Démarrez le serveur avec une commande adaptée à votre mémoire.</li>
</ol>
<pre><code class="language-bash">java -Xms4G -Xmx4G -XX:+UseG1GC -jar paper.jar --nogui</code></pre>
<p>Donner la même valeur à <code>-Xms</code> et <code>-Xmx</code> évite que la machine virtuelle Java ne redimensionne sa mémoire en pleine partie, ce qui provoque des micro-coupures.</p>
<h2>Les réglages à faire dès le départ</h2>
<p>Ouvrez <code>server.properties</code> et ajustez au minimum ces valeurs :</p>
<ul>
  <li><code>view-distance</code> entre 8 et 10 : au-delà, la charge augmente très vite.</li>
  <li><code>simulation-distance</code> à 6 ou 8 pour limiter le calcul des fermes automatiques.</li>
  <li><code>white-list=true</code> tant que votre serveur est réservé à vos amis.</li>
</ul>
<p>Pensez aussi à prégénérer votre monde avec un plugin comme Chunky : les joueurs qui explorent ne feront plus ramer tout le monde.</p>
<h2>Sauvegarder, toujours</h2>
<p>Un monde Minecraft représente des dizaines d’heures de construction. Programmez une sauvegarde quotidienne du dossier <code>world</code>, conservez-en plusieurs versions et testez régulièrement une restauration. Une sauvegarde que l’on n’a jamais restaurée n’est qu’un espoir.</p>
<h2>Et ensuite ?</h2>
<p>Une fois votre serveur en ligne, ajoutez quelques plugins essentiels : une protection de zones, un système de permissions comme LuckPerms et un outil de journalisation des blocs pour annuler les dégâts des tricheurs. Vous avez des questions ? Rejoignez notre communauté Discord, l’équipe et les autres joueurs vous répondront.</p>`,
  },
  {
    title: 'Les 10 plugins indispensables pour un serveur Minecraft communautaire',
    category: 'minecraft',
    author: 'contributor',
    daysAgo: 10,
    image: null,
    short_description:
      'Permissions, protection, économie, anti-triche : notre sélection de plugins éprouvés pour faire vivre un serveur sans y passer ses nuits.',
    meta_keywords: 'minecraft, plugins, luckperms, essentialsx, coreprotect',
    content: `
<p>Un serveur communautaire vit grâce à ses joueurs, mais il tient grâce à ses plugins. Après plusieurs années à administrer un serveur survie d’une cinquantaine de joueurs, voici ma sélection des outils qui m’ont fait gagner le plus de temps.</p>
<h2>Gérer les joueurs</h2>
<ol>
  <li><strong>LuckPerms</strong> : la référence pour les groupes et les permissions. Son éditeur web évite de modifier des fichiers à la main.</li>
  <li><strong>EssentialsX</strong> : téléportations, maisons, kits et messages privés. Désactivez les modules dont vous n’avez pas besoin.</li>
  <li><strong>DiscordSRV</strong> : relie le chat du jeu à un salon Discord. Idéal pour garder le contact avec les joueurs hors ligne.</li>
</ol>
<h2>Protéger le monde</h2>
<ol start="4">
  <li><strong>CoreProtect</strong> : enregistre chaque bloc posé ou cassé. En cas de vandalisme, une commande suffit pour tout restaurer.</li>
  <li><strong>GriefPrevention</strong> : les joueurs protègent eux-mêmes leurs constructions avec une simple pelle en or.</li>
  <li><strong>WorldGuard</strong> : pour les zones gérées par l’équipe, comme le spawn ou la ville principale.</li>
</ol>
<h2>Animer le serveur</h2>
<ol start="7">
  <li><strong>Vault</strong> associé à un plugin d’économie : il sert de socle à la plupart des boutiques et métiers.</li>
  <li><strong>Jobs Reborn</strong> : les joueurs gagnent de l’argent en minant, en cultivant ou en construisant.</li>
  <li><strong>mcMMO</strong> : des compétences qui progressent avec le temps, parfait pour fidéliser.</li>
</ol>
<h2>Surveiller les performances</h2>
<ol start="10">
  <li><strong>Spark</strong> : un profileur qui indique précisément quel plugin ou quelle ferme consomme du temps serveur.</li>
</ol>
<blockquote>Avant d’installer un plugin, posez-vous une question simple : qui va le configurer et le mettre à jour dans six mois ?</blockquote>
<h2>Mes conseils d’administration</h2>
<p>Installez les plugins un par un et redémarrez entre chaque ajout : en cas de problème, vous saurez immédiatement lequel est en cause. Téléchargez-les uniquement depuis des sources reconnues comme <a href="https://hangar.papermc.io">Hangar</a> ou <a href="https://modrinth.com">Modrinth</a>, et lisez les derniers commentaires avant chaque mise à jour.</p>
<p>Gardez aussi un serveur de test, même modeste. Une copie du monde principal suffit pour essayer une nouvelle version de Paper ou un plugin inconnu sans risquer la partie de tout le monde.</p>
<p>Enfin, documentez vos choix. Un simple fichier texte qui liste les plugins, leur rôle et les réglages modifiés vous sauvera le jour où un autre membre de l’équipe devra reprendre la main.</p>`,
  },
  {
    title: 'FiveM : monter un serveur roleplay stable avec txAdmin',
    category: 'fivem',
    author: 'admin',
    daysAgo: 6,
    image: { from: '#9A3412', to: '#FB923C' },
    short_description:
      'txAdmin, base de données, ressources et sécurité : les étapes pour lancer un serveur GTA V roleplay qui tient la charge.',
    meta_keywords: 'fivem, gta rp, txadmin, serveur roleplay, qbcore, esx',
    content: `
<p>Le roleplay sur GTA V attire chaque jour des milliers de joueurs francophones. Lancer son propre serveur FiveM est devenu plus simple grâce à txAdmin, mais la stabilité demande un peu de méthode. Voici comment partir sur de bonnes bases.</p>
<h2>Ce qu’il vous faut</h2>
<ul>
  <li>Une clé de licence gratuite générée sur le portail <a href="https://portal.cfx.re">Cfx.re</a>.</li>
  <li>Un serveur avec au moins 4 cœurs rapides et 8 Go de mémoire pour une trentaine de joueurs.</li>
  <li>Une base de données MariaDB pour les frameworks ESX ou QBCore.</li>
</ul>
<h2>Installer txAdmin</h2>
<p>txAdmin est livré avec les artefacts du serveur FiveM. Téléchargez la dernière version recommandée, décompressez-la puis lancez le serveur : une interface web s’ouvre sur le port 40120. Elle vous guide pour lier votre compte Cfx.re, choisir une recette de déploiement et créer automatiquement la base de données.</p>
<h2>Choisir son framework</h2>
<p>Deux grandes familles se partagent les serveurs roleplay :</p>
<ul>
  <li><strong>ESX</strong> : historique, très documenté, avec un grand nombre de ressources existantes.</li>
  <li><strong>QBCore</strong> : plus récent, une structure plus moderne et une communauté très active.</li>
</ul>
<p>Il n’y a pas de mauvais choix, mais évitez de mélanger des ressources prévues pour l’un et l’autre : c’est la première source de bugs.</p>
<h2>Garder un serveur fluide</h2>
<p>La commande <code>resmon</code> affiche en jeu le temps consommé par chaque ressource. Une ressource qui dépasse régulièrement 1 ms mérite d’être optimisée ou remplacée. Limitez aussi les véhicules et cartes personnalisés : chaque ajout alourdit le téléchargement initial des joueurs.</p>
<pre><code class="language-bash">set sv_maxclients 48
set onesync on
sv_scriptHookAllowed 0</code></pre>
<h2>La sécurité avant tout</h2>
<p>Les serveurs FiveM sont des cibles fréquentes. Quelques règles simples évitent la plupart des mauvaises surprises :</p>
<ol>
  <li>Ne téléchargez jamais de ressources « leakées » : elles contiennent souvent des portes dérobées.</li>
  <li>Validez côté serveur chaque événement envoyé par un client, en particulier ceux qui donnent de l’argent ou des objets.</li>
  <li>Protégez l’accès à txAdmin par un mot de passe robuste et activez la double authentification sur votre compte Cfx.re.</li>
</ol>
<h2>Sauvegardes et mises à jour</h2>
<p>Programmez une sauvegarde quotidienne de la base de données : c’est elle qui contient l’argent, les véhicules et les propriétés de vos joueurs. Avant chaque mise à jour des artefacts, testez-les sur une copie du serveur. Une communauté pardonne un redémarrage, beaucoup moins une économie remise à zéro.</p>`,
  },
  {
    title: 'Optimiser son serveur FiveM : 7 réflexes pour gagner des FPS et des joueurs',
    category: 'fivem',
    author: 'contributor',
    daysAgo: 17,
    image: null,
    short_description:
      'Ressources trop gourmandes, streaming mal réglé, boucles inutiles : les erreurs les plus courantes et comment les corriger.',
    meta_keywords: 'fivem, optimisation, resmon, lua, performance',
    content: `
<p>Un serveur FiveM qui rame perd ses joueurs en quelques jours. La bonne nouvelle, c’est que la plupart des problèmes de performance viennent des mêmes erreurs. Voici sept réflexes que j’applique sur chaque serveur que j’aide à configurer.</p>
<h2>1. Mesurer avant de corriger</h2>
<p>Activez <code>resmon 1</code> en jeu et notez les ressources les plus coûteuses, à vide puis aux heures de pointe. Sans mesure, on optimise au hasard.</p>
<h2>2. Chasser les boucles qui tournent à chaque image</h2>
<p>Un <code>Citizen.Wait(0)</code> dans une boucle signifie que le code s’exécute à chaque image. Pour vérifier la distance à un marqueur, une attente de 500 ms suffit largement tant que le joueur est loin.</p>
<pre><code class="language-lua">CreateThread(function()
  while true do
    local sleep = 1000
    local distance = #(GetEntityCoords(PlayerPedId()) - garage)
    if distance &lt; 10.0 then sleep = 0 end
    Wait(sleep)
  end
end)</code></pre>
<h2>3. Alléger le streaming</h2>
<p>Les véhicules importés en très haute définition pèsent souvent plus de 50 Mo chacun. Préférez des modèles optimisés et compressez les textures : vos joueurs se connecteront plus vite et planteront moins.</p>
<h2>4. Regrouper les petites ressources</h2>
<p>Cent ressources de quelques lignes coûtent plus cher que dix ressources bien organisées. Fusionnez les scripts d’interface ou de cartes qui vont ensemble.</p>
<h2>5. Indexer la base de données</h2>
<p>Les requêtes lentes bloquent le serveur. Ajoutez des index sur les colonnes recherchées souvent, comme l’identifiant du joueur ou la plaque d’immatriculation, et utilisez une bibliothèque asynchrone comme <a href="https://overextended.dev">oxmysql</a>.</p>
<h2>6. Nettoyer les entités abandonnées</h2>
<p>Les véhicules laissés au bord de la route s’accumulent pendant des heures. Un nettoyage automatique toutes les trente minutes, annoncé aux joueurs une minute avant, garde la carte fluide.</p>
<h2>7. Choisir un hébergement adapté</h2>
<p>FiveM profite surtout d’une fréquence processeur élevée : le fil principal du serveur reste le goulot d’étranglement. Un disque NVMe accélère aussi les démarrages et les sauvegardes de la base.</p>
<blockquote>Un serveur optimisé, ce n’est pas un serveur qui a tout, c’est un serveur où chaque ressource a une raison d’être.</blockquote>
<p>Appliquez ces réflexes un par un, mesurez à nouveau, et vous verrez la différence dès la soirée suivante.</p>`,
  },
];
