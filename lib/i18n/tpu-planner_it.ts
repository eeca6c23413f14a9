<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="it_IT">
<context>
    <name>GridPainter</name>
    <message>
        <source>%1 colours repeat over %2 %3s: the numbers say which share one; side by side they always differ</source>
        <translation>%1 colori si ripetono su %2 elementi (%3): i numeri indicano quali condividono un colore; quelli affiancati sono sempre diversi</translation>
    </message>
    <message>
        <source>Rejected shape (not plannable)</source>
        <translation>Forma rifiutata (non pianificabile)</translation>
    </message>
    <message>
        <source>Colour: VM (host) in its slice</source>
        <translation>Colore: VM (host) nella sua sezione TPU</translation>
    </message>
    <message>
        <source>VM</source>
        <translation>VM</translation>
    </message>
    <message>
        <source>Colour: slice (node pool)</source>
        <translation>Colore: sezione TPU (pool di nodi)</translation>
    </message>
    <message>
        <source>slice</source>
        <translation>sezione</translation>
    </message>
    <message>
        <source>Colour: ICI link axis</source>
        <translation>Colore: asse del collegamento ICI</translation>
    </message>
    <message>
        <source>%1 links</source>
        <translation>collegamenti %1</translation>
    </message>
    <message>
        <source>links hidden (L shows them)</source>
        <translation>collegamenti nascosti (L li mostra)</translation>
    </message>
    <message>
        <source>wraparound link</source>
        <translation>collegamento di ritorno (toro)</translation>
    </message>
    <message>
        <source>selected: VM %1 of slice %2</source>
        <translation>selezionata: VM %1 della sezione %2</translation>
    </message>
    <message>
        <source>One box per slice (chips too small to draw; zoom in, or colour by slice)</source>
        <translation>Un riquadro per sezione TPU (chip troppo piccoli da disegnare; ingrandisci o colora per sezione)</translation>
    </message>
    <message>
        <source>selected: slice %1</source>
        <translation>selezionata: sezione %1</translation>
    </message>
    <message>
        <source> · one box per slice: chips would be smaller than %1 pixels (zoom in to see them)</source>
        <translation> · un riquadro per sezione TPU: i chip sarebbero più piccoli di %1 pixel (ingrandisci per vederli)</translation>
    </message>
    <message>
        <source>%1×%2×%3 block</source>
        <translation>blocco %1×%2×%3</translation>
    </message>
    <message>
        <source>%1×%2 block</source>
        <translation>blocco %1×%2</translation>
    </message>
    <message>
        <source>Colour: %1 of chips (%2 VMs each); blocks side by side always differ</source>
        <translation>Colore: %1 di chip (%2 VM ciascuna); i blocchi affiancati sono sempre diversi</translation>
    </message>
    <message>
        <source>%1 VMs are too many to tell apart by colour (more than %2): click a chip to name its VM</source>
        <translation>%1 VM sono troppe per distinguerle dal colore (più di %2): fai clic su un chip per sapere la sua VM</translation>
    </message>
    <message>
        <source>Colour: %1 of chips (one VM each); blocks side by side always differ</source>
        <translation>Colore: %1 di chip (una VM ciascuno); i blocchi affiancati sono sempre diversi</translation>
    </message>
</context>
<context>
    <name>QObject</name>
    <message>
        <source>Error</source>
        <translation>Errore</translation>
    </message>
    <message>
        <source>Warning</source>
        <translation>Avviso</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>Nota</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>sconosciuto</translation>
    </message>
    <message>
        <source>Use Alternative</source>
        <translation>Uso dell&apos;alternativa</translation>
    </message>
    <message>
        <source>Edit on the %1 Step</source>
        <translation>Modifica nel passaggio %1</translation>
    </message>
</context>
<context>
    <name>tpu::app::Main</name>
    <message>
        <source>Plan Cloud TPU capacity on GKE. Run `tpu-planner --help` for the command line.</source>
        <translation>Pianifica la capacità Cloud TPU su GKE. Esegui `tpu-planner --help` per la riga di comando.</translation>
    </message>
    <message>
        <source>Catalog file to use.</source>
        <translation>File di catalogo da usare.</translation>
    </message>
    <message>
        <source>The TPU catalog cannot be used:

%1

Fix the file or remove it to use the built-in catalog.</source>
        <translation>Impossibile usare il catalogo TPU:

%1

Correggi il file o rimuovilo per usare il catalogo integrato.</translation>
    </message>
    <message>
        <source>Plan (.tpuplan) or capacity review (.tpureview) to open.</source>
        <translation>Piano (.tpuplan) o revisione della capacità (.tpureview) da aprire.</translation>
    </message>
    <message>
        <source>give one plan or review to open</source>
        <translation>indica un solo piano o una sola revisione da aprire</translation>
    </message>
    <message>
        <source>%1: no such file</source>
        <translation>%1: file inesistente</translation>
    </message>
</context>
<context>
    <name>tpu::catalog::Catalog</name>
    <message>
        <source>en</source>
        <comment>The hl= code of Google&apos;s documentation in this language</comment>
        <translation>it</translation>
    </message>
</context>
<context>
    <name>tpu::catalog::CatalogChecks</name>
    <message>
        <source>duplicate entry &quot;%1&quot;</source>
        <translation>voce &quot;%1&quot; duplicata</translation>
    </message>
    <message>
        <source>accelerator &quot;%1&quot; is not defined in $.accelerators</source>
        <translation>l&apos;acceleratore &quot;%1&quot; non è definito in $.accelerators</translation>
    </message>
    <message>
        <source>accelerator &quot;%1&quot; is not offered in %2</source>
        <translation>l&apos;acceleratore &quot;%1&quot; non è disponibile in modalità %2</translation>
    </message>
    <message>
        <source>machine type &quot;%1&quot; is not defined in $.machineTypes</source>
        <translation>il tipo di macchina &quot;%1&quot; non è definito in $.machineTypes</translation>
    </message>
    <message>
        <source>machine type &quot;%1&quot; belongs to &quot;%2&quot;, not &quot;%3&quot;</source>
        <translation>il tipo di macchina &quot;%1&quot; appartiene a &quot;%2&quot;, non a &quot;%3&quot;</translation>
    </message>
    <message>
        <source>chipsPerVm (%1) differs from the machine type&apos;s (%2)</source>
        <translation>chipsPerVm (%1) è diverso da quello del tipo di macchina (%2)</translation>
    </message>
    <message>
        <source>a custom row needs a customTopologyRules entry for &quot;%1&quot;</source>
        <translation>una riga personalizzata richiede una voce customTopologyRules per &quot;%1&quot;</translation>
    </message>
    <message>
        <source>%1 has %2 dimensions; %3 topologies have %4</source>
        <translation>%1 ha %2 dimensioni; le topologie %3 ne hanno %4</translation>
    </message>
    <message>
        <source>chips (%1) must equal the product of the dimensions (%2 = %3)</source>
        <translation>chips (%1) deve essere uguale al prodotto delle dimensioni (%2 = %3)</translation>
    </message>
    <message>
        <source>vms (%1) must equal chips / chipsPerVm (%2 / %3)</source>
        <translation>vms (%1) deve essere uguale a chips / chipsPerVm (%2 / %3)</translation>
    </message>
    <message>
        <source>multiHost must be %1 for %2 VM(s)</source>
        <translation>multiHost deve essere %1 per %2 VM</translation>
    </message>
    <message>
        <source>%1 chips exceed the accelerator&apos;s maxChips for %2 (%3)</source>
        <translation>%1 chip superano il valore maxChips dell&apos;acceleratore per la modalità %2 (%3)</translation>
    </message>
    <message>
        <source>the rules need a limitation with id &quot;%1&quot;</source>
        <translation>le regole richiedono una limitazione con id &quot;%1&quot;</translation>
    </message>
    <message>
        <source>must be a positive whole number</source>
        <translation>deve essere un numero intero positivo</translation>
    </message>
    <message>
        <source>must be an array of GKE versions</source>
        <translation>deve essere un array di versioni GKE</translation>
    </message>
    <message>
        <source>must be an array of machine types</source>
        <translation>deve essere un array di tipi di macchina</translation>
    </message>
    <message>
        <source>must be {&quot;autopilot&quot;: version, &quot;standard&quot;: version}</source>
        <translation>deve essere {&quot;autopilot&quot;: versione, &quot;standard&quot;: versione}</translation>
    </message>
    <message>
        <source>alias &quot;%1&quot; is used by two versions</source>
        <translation>l&apos;alias &quot;%1&quot; è usato da due versioni</translation>
    </message>
    <message>
        <source>version &quot;%1&quot; is not defined in $.versions</source>
        <translation>la versione &quot;%1&quot; non è definita in $.versions</translation>
    </message>
    <message>
        <source>must give a minimum GKE version for exactly the modes offered</source>
        <translation>deve indicare una versione GKE minima esattamente per le modalità offerte</translation>
    </message>
    <message>
        <source>must give maxChips for exactly the modes offered</source>
        <translation>deve indicare maxChips esattamente per le modalità offerte</translation>
    </message>
    <message>
        <source>must be an object exactly when the accelerator is offered in Autopilot (null otherwise)</source>
        <translation>deve essere un oggetto se e solo se l&apos;acceleratore è disponibile in Autopilot (altrimenti null)</translation>
    </message>
    <message>
        <source>%1 topologies have %2 dimensions</source>
        <translation>le topologie %1 hanno %2 dimensioni</translation>
    </message>
    <message>
        <source>maxChips must be above aboveChips and at most the chips of maxTopology (%1)</source>
        <translation>maxChips deve essere maggiore di aboveChips e al massimo pari ai chip di maxTopology (%1)</translation>
    </message>
    <message>
        <source>must be a full GKE version</source>
        <translation>deve essere una versione GKE completa</translation>
    </message>
    <message>
        <source>must map accelerator labels to zone lists</source>
        <translation>deve associare le etichette degli acceleratori a elenchi di zone</translation>
    </message>
    <message>
        <source>maxCubes needs three dimensions in multiples of 4 and maxChips = maxCubes x 64</source>
        <translation>maxCubes richiede tre dimensioni multiple di 4 e maxChips = maxCubes x 64</translation>
    </message>
    <message>
        <source>must be more than 0</source>
        <translation>deve essere maggiore di 0</translation>
    </message>
    <message>
        <source>%1 GB/s per link, both ways, over %2 ports is more than the chip&apos;s %3 GB/s of ICI</source>
        <translation>%1 GB/s per collegamento, nei due sensi, su %2 porte superano i %3 GB/s di ICI del chip</translation>
    </message>
    <message>
        <source>must be an array of TPU versions</source>
        <translation>deve essere un array di versioni TPU</translation>
    </message>
    <message>
        <source>must be a list of {&quot;source&quot;: id, &quot;zones&quot;: {version: {&quot;any&quot;|&quot;batch&quot;|&quot;serving&quot;: [zones]}}}</source>
        <translation>deve essere un elenco di {&quot;source&quot;: id, &quot;zones&quot;: {versione: {&quot;any&quot;|&quot;batch&quot;|&quot;serving&quot;: [zone]}}}</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a source of this catalog</source>
        <translation>&quot;%1&quot; non è una fonte di questo catalogo</translation>
    </message>
    <message>
        <source>must be {&quot;min&quot;: days, &quot;max&quot;: days}, 1 &lt;= min &lt;= max</source>
        <translation>deve essere {&quot;min&quot;: giorni, &quot;max&quot;: giorni}, 1 &lt;= min &lt;= max</translation>
    </message>
    <message>
        <source>must be {&quot;tpuVersion&quot;: {version: gcloud value}, &quot;parsedByGcloud528&quot;: [versions]}</source>
        <translation>deve essere {&quot;tpuVersion&quot;: {versione: valore di gcloud}, &quot;parsedByGcloud528&quot;: [versioni]}</translation>
    </message>
    <message>
        <source>must be a list of {&quot;source&quot;: id, &quot;chips&quot;: {version: {&quot;any&quot;|&quot;batch&quot;|&quot;serving&quot;: [counts]}}}</source>
        <translation>deve essere un elenco di {&quot;source&quot;: id, &quot;chips&quot;: {versione: {&quot;any&quot;|&quot;batch&quot;|&quot;serving&quot;: [numeri]}}}</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a TPU version of this catalog</source>
        <translation>&quot;%1&quot; non è una versione TPU di questo catalogo</translation>
    </message>
</context>
<context>
    <name>tpu::catalog::CatalogLoader</name>
    <message>
        <source>%1: at %2: %3</source>
        <translation>%1: in %2: %3</translation>
    </message>
    <message>
        <source>catalog</source>
        <translation>catalogo</translation>
    </message>
</context>
<context>
    <name>tpu::catalog::CatalogParser</name>
    <message>
        <source>source id &quot;%1&quot; is not defined in $.sources</source>
        <translation>l&apos;id di fonte &quot;%1&quot; non è definito in $.sources</translation>
    </message>
    <message>
        <source>must be &quot;autopilot&quot; or &quot;standard&quot;, found &quot;%1&quot;</source>
        <translation>deve essere &quot;autopilot&quot; o &quot;standard&quot;, invece è &quot;%1&quot;</translation>
    </message>
    <message>
        <source>must be &quot;autopilot&quot; or &quot;standard&quot;</source>
        <translation>deve essere &quot;autopilot&quot; o &quot;standard&quot;</translation>
    </message>
    <message>
        <source>duplicate mode</source>
        <translation>modalità duplicata</translation>
    </message>
    <message>
        <source>keys must be &quot;autopilot&quot; or &quot;standard&quot;</source>
        <translation>le chiavi devono essere &quot;autopilot&quot; o &quot;standard&quot;</translation>
    </message>
    <message>
        <source>must be [min, max]</source>
        <translation>deve essere [min, max]</translation>
    </message>
    <message>
        <source>min must not exceed max</source>
        <translation>min non può superare max</translation>
    </message>
    <message>
        <source>must be &quot;error&quot;, &quot;warning&quot; or &quot;info&quot;</source>
        <translation>deve essere &quot;error&quot;, &quot;warning&quot; o &quot;info&quot;</translation>
    </message>
    <message>
        <source>format %1 is not supported; this build reads format %2 (use a catalog made for this version of TPU Planner)</source>
        <translation>il formato %1 non è supportato; questa build legge il formato %2 (usa un catalogo creato per questa versione di TPU Planner)</translation>
    </message>
    <message>
        <source>must be a date like 2026-11-22</source>
        <translation>deve essere una data come 2026-11-22</translation>
    </message>
    <message>
        <source>must be &quot;tpu-topology&quot; or &quot;workload-policy&quot;</source>
        <translation>deve essere &quot;tpu-topology&quot; o &quot;workload-policy&quot;</translation>
    </message>
    <message>
        <source>must be &quot;high&quot;, &quot;medium&quot;, &quot;low&quot; or null</source>
        <translation>deve essere &quot;high&quot;, &quot;medium&quot;, &quot;low&quot; o null</translation>
    </message>
    <message>
        <source>a custom row must not have &quot;%1&quot;</source>
        <translation>una riga personalizzata non può avere &quot;%1&quot;</translation>
    </message>
    <message>
        <source>must be &quot;single-host&quot; or &quot;all&quot;</source>
        <translation>deve essere &quot;single-host&quot; o &quot;all&quot;</translation>
    </message>
    <message>
        <source>must be &quot;region&quot; or &quot;zone&quot;</source>
        <translation>deve essere &quot;region&quot; o &quot;zone&quot;</translation>
    </message>
    <message>
        <source>source &quot;%1&quot; must be an https:// address, not &quot;%2&quot;</source>
        <translation>la fonte &quot;%1&quot; deve essere un indirizzo https://, non &quot;%2&quot;</translation>
    </message>
    <message>
        <source>must be &quot;GB&quot; or &quot;GiB&quot;, not &quot;%1&quot;</source>
        <translation>deve essere &quot;GB&quot; o &quot;GiB&quot;, non &quot;%1&quot;</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a region name (or &quot;*&quot;)</source>
        <translation>&quot;%1&quot; non è un nome di regione (né &quot;*&quot;)</translation>
    </message>
    <message>
        <source>must say why unlisted zones may offer it (uncertain.unlistedZonesIn)</source>
        <translation>deve dire in uncertain.unlistedZonesIn perché zone non elencate potrebbero offrirlo (un dato incerto)</translation>
    </message>
    <message>
        <source>must be a Compute Engine VM family like VM_FAMILY_CLOUD_TPU_LITE_POD_SLICE_CT6E</source>
        <translation>deve essere una famiglia di VM di Compute Engine come VM_FAMILY_CLOUD_TPU_LITE_POD_SLICE_CT6E</translation>
    </message>
</context>
<context>
    <name>tpu::catalog::CatalogText</name>
    <message>
        <source>Cloud TPU on GKE — TPU Planner catalog</source>
        <translation>Cloud TPU su GKE — catalogo di TPU Planner</translation>
    </message>
    <message>
        <source>TPU regions and zones — Cloud TPU documentation</source>
        <translation>Regioni e zone delle TPU — documentazione di Cloud TPU</translation>
    </message>
    <message>
        <source>Zones of the Cloud TPU API; GKE lists its own availability per zone in “Plan TPUs in GKE”.</source>
        <translation>Zone dell’API Cloud TPU; GKE indica la propria disponibilità per zona in “Pianificare le TPU in GKE”.</translation>
    </message>
    <message>
        <source>Cloud TPU regions and zones — Cloud TPU documentation (current page, read 2026-09)</source>
        <translation>Regioni e zone di Cloud TPU — documentazione di Cloud TPU (pagina attuale, letta nel settembre 2026)</translation>
    </message>
    <message>
        <source>The current edition of the Cloud TPU zones page; GKE&apos;s own availability table could not be read.</source>
        <translation>L’edizione attuale della pagina delle zone di Cloud TPU; la tabella di disponibilità propria di GKE non è stata leggibile.</translation>
    </message>
    <message>
        <source>Plan TPUs in GKE — Google Kubernetes Engine documentation (English edition)</source>
        <translation>Pianificare le TPU in GKE — documentazione di Google Kubernetes Engine (edizione inglese)</translation>
    </message>
    <message>
        <source>gcloud container node-pools create — Google Cloud SDK reference (gcloud 528.0.0)</source>
        <translation>gcloud container node-pools create — riferimento di Google Cloud SDK (gcloud 528.0.0)</translation>
    </message>
    <message>
        <source>Attach a disk to a TPU VM — Cloud TPU documentation</source>
        <translation>Collegare un disco a una VM TPU — documentazione di Cloud TPU</translation>
    </message>
    <message>
        <source>Compute Engine API as shipped with gcloud 528.0.0: quota metrics and reservations</source>
        <translation>API di Compute Engine come distribuita con gcloud 528.0.0: metriche di quota e prenotazioni</translation>
    </message>
    <message>
        <source>Read from the Compute Engine client that ships with gcloud 528.0.0.</source>
        <translation>Letto dal client di Compute Engine distribuito con gcloud 528.0.0.</translation>
    </message>
    <message>
        <source>Google Cloud machine types per region — Cyclenerd pricing calculator data (2026-08-17)</source>
        <translation>Tipi di macchina di Google Cloud per regione — dati del calcolatore di prezzi di Cyclenerd (17/08/2026)</translation>
    </message>
    <message>
        <source>Google Cloud VM and TPU prices per zone — SkyPilot catalog (taken in 2025 or 2026; exact date not known)</source>
        <translation>Prezzi di VM e TPU di Google Cloud per zona — catalogo di SkyPilot (raccolto nel 2025 o nel 2026; data esatta non nota)</translation>
    </message>
    <message>
        <source>XPK (Accelerated Processing Kit) source code, 2026-06-25</source>
        <translation>Codice sorgente di XPK (Accelerated Processing Kit), 25/06/2026</translation>
    </message>
    <message>
        <source>KubeRay kubectl plugin: TPU topology checks (source code)</source>
        <translation>Plugin kubectl di KubeRay: controlli delle topologie TPU (codice sorgente)</translation>
    </message>
    <message>
        <source>Google takes on Nvidia Blackwell GPUs with the new Trillium TPUs — Neowin (December 2024)</source>
        <translation>Google takes on Nvidia Blackwell GPUs with the new Trillium TPUs — Neowin (articolo in inglese, dicembre 2024)</translation>
    </message>
    <message>
        <source>SkyPilot: Google Cloud price fetcher (source code)</source>
        <translation>SkyPilot: raccoglitore dei prezzi di Google Cloud (codice sorgente)</translation>
    </message>
    <message>
        <source>About node auto-provisioning — Google Kubernetes Engine documentation</source>
        <translation>Informazioni sul provisioning automatico dei nodi — documentazione di Google Kubernetes Engine</translation>
    </message>
    <message>
        <source>About TPU Ironwood (TPU7x) in GKE — Google Kubernetes Engine documentation</source>
        <translation>Informazioni su TPU Ironwood (TPU7x) in GKE — documentazione di Google Kubernetes Engine</translation>
    </message>
    <message>
        <source>Collection scheduling — Cloud TPU documentation</source>
        <translation>Pianificazione delle raccolte (collection scheduling) — documentazione di Cloud TPU</translation>
    </message>
    <message>
        <source>Cloud TPU consumption options — Cloud TPU documentation</source>
        <translation>Opzioni di consumo di Cloud TPU — documentazione di Cloud TPU</translation>
    </message>
    <message>
        <source>Use TPUs with KubeRay on GKE — Ray documentation</source>
        <translation>Usare le TPU con KubeRay su GKE — documentazione di Ray</translation>
    </message>
    <message>
        <source>Deploy TPU workloads in GKE Autopilot — Google Kubernetes Engine documentation</source>
        <translation>Eseguire il deployment di carichi di lavoro TPU in GKE Autopilot — documentazione di Google Kubernetes Engine</translation>
    </message>
    <message>
        <source>Public notes from people running TPUs on GKE (GitHub, 2026)</source>
        <translation>Note pubbliche di chi usa le TPU su GKE (GitHub, 2026)</translation>
    </message>
    <message>
        <source>Notes published on GitHub by people running TPUs on GKE.</source>
        <translation>Note pubblicate su GitHub da chi usa le TPU su GKE.</translation>
    </message>
    <message>
        <source>About GPU and TPU provisioning with flex-start — Google Kubernetes Engine documentation</source>
        <translation>Informazioni sul provisioning di GPU e TPU con flex-start — documentazione di Google Kubernetes Engine</translation>
    </message>
    <message>
        <source>Deploy TPUs with queued provisioning (ProvisioningRequest) — Google Kubernetes Engine documentation</source>
        <translation>Eseguire il deployment di TPU con il provisioning in coda (ProvisioningRequest) — documentazione di Google Kubernetes Engine</translation>
    </message>
    <message>
        <source>ComputeClass CustomResourceDefinition — Google Kubernetes Engine documentation</source>
        <translation>CustomResourceDefinition ComputeClass — documentazione di Google Kubernetes Engine</translation>
    </message>
    <message>
        <source>gpuhunt: Google Cloud machine-type data (source code, dstack)</source>
        <translation>gpuhunt: dati sui tipi di macchina di Google Cloud (codice sorgente, dstack)</translation>
    </message>
    <message>
        <source>TPU7x (Ironwood) — Cloud TPU documentation</source>
        <translation>TPU7x (Ironwood) — documentazione di Cloud TPU</translation>
    </message>
    <message>
        <source>TPU v6e (Trillium) — Cloud TPU documentation</source>
        <translation>TPU v6e (Trillium) — documentazione di Cloud TPU</translation>
    </message>
    <message>
        <source>TPU v5e — Cloud TPU documentation</source>
        <translation>TPU v5e — documentazione di Cloud TPU</translation>
    </message>
    <message>
        <source>TPU v5p — Cloud TPU documentation</source>
        <translation>TPU v5p — documentazione di Cloud TPU</translation>
    </message>
    <message>
        <source>TPU v4 — Cloud TPU documentation</source>
        <translation>TPU v4 — documentazione di Cloud TPU</translation>
    </message>
    <message>
        <source>TPU regions and zones — Cloud TPU documentation (older copy)</source>
        <translation>Regioni e zone delle TPU — documentazione di Cloud TPU (copia meno recente)</translation>
    </message>
    <message>
        <source>TPU Multislice in GKE — Google Kubernetes Engine documentation</source>
        <translation>TPU Multislice in GKE — documentazione di Google Kubernetes Engine</translation>
    </message>
    <message>
        <source>Plan TPUs in GKE — Google Kubernetes Engine documentation (Italian edition)</source>
        <translation>Pianificare le TPU in GKE — documentazione di Google Kubernetes Engine (edizione italiana)</translation>
    </message>
    <message>
        <source>The source document; it wins over every other source.</source>
        <translation>Il documento di partenza; prevale su ogni altra fonte.</translation>
    </message>
    <message>
        <source>Google’s planning guide also names 1.31.1-gke.1846000 (Standard) and 1.31.2-gke.1115000 (Autopilot) in its list of limitations; the minimums shown come from its availability table.</source>
        <translation>La guida alla pianificazione di Google cita anche 1.31.1-gke.1846000 (Standard) e 1.31.2-gke.1115000 (Autopilot) nel suo elenco di limitazioni; i minimi mostrati vengono dalla sua tabella di disponibilità.</translation>
    </message>
    <message>
        <source>Listed only in Google’s Autopilot topology table; an older single-host serving type with its own quota.</source>
        <translation>Elencato solo nella tabella delle topologie Autopilot di Google; un tipo a host singolo per l’inferenza, meno recente, con una quota propria.</translation>
    </message>
    <message>
        <source>Worked out from the ct5l machine types, not taken from a GKE table.</source>
        <translation>Ricavato dai tipi di macchina ct5l, non preso da una tabella di GKE.</translation>
    </message>
    <message>
        <source>Not in Google’s availability table; assumed to be the same as for TPU v5e slices.</source>
        <translation>Non presente nella tabella di disponibilità di Google; si assume che sia uguale a quello delle sezioni TPU v5e.</translation>
    </message>
    <message>
        <source>The largest v3 shape (32x32); the v3 shapes come only from KubeRay’s source code.</source>
        <translation>La forma v3 più grande (32x32); le forme v3 vengono solo dal codice sorgente di KubeRay.</translation>
    </message>
    <message>
        <source>Worked out from the tpu7x-standard-4t machine type, not taken from a GKE table.</source>
        <translation>Ricavato dal tipo di macchina tpu7x-standard-4t, non preso da una tabella di GKE.</translation>
    </message>
    <message>
        <source>KubeRay stops at 16x16x36 and XPK at 144 cubes; Google does not state the limit.</source>
        <translation>KubeRay si ferma a 16x16x36 e XPK a 144 cubi; Google non indica il limite.</translation>
    </message>
    <message>
        <source>Conflict: Google’s planning guide lists 448 GiB; Compute Engine’s machine-type data and gpuhunt give 176 GB with 44 vCPU (and the guide’s own Autopilot table agrees with 176). The guide’s value is shown.</source>
        <translation>Conflitto: la guida alla pianificazione di Google indica 448 GiB; i dati dei tipi di macchina di Compute Engine e gpuhunt danno 176 GB con 44 vCPU (e la tabella Autopilot della guida stessa concorda con 176). Viene mostrato il valore della guida.</translation>
    </message>
    <message>
        <source>Conflict: Google’s planning guide lists 180 vCPU; Compute Engine’s machine-type data and gpuhunt give 360. The guide’s value is shown.</source>
        <translation>Conflitto: la guida alla pianificazione di Google indica 180 vCPU; i dati dei tipi di macchina di Compute Engine e gpuhunt danno 360. Viene mostrato il valore della guida.</translation>
    </message>
    <message>
        <source>Google’s planning guide lists 1; Google’s TPU v5e page gives 2.</source>
        <translation>La guida alla pianificazione di Google indica 1; la pagina di Google su TPU v5e ne indica 2.</translation>
    </message>
    <message>
        <source>Known from Compute Engine data only; whether GKE supports the ct5l machine types today is not confirmed.</source>
        <translation>Noto solo dai dati di Compute Engine; non è confermato che GKE supporti oggi i tipi di macchina ct5l.</translation>
    </message>
    <message>
        <source>Not in Google’s planning guide; one chip per VM.</source>
        <translation>Non presente nella guida alla pianificazione di Google; un chip per VM.</translation>
    </message>
    <message>
        <source>Compute Engine offers this one-chip Ironwood machine type and XPK creates it on GKE, but no Google GKE page we could read confirms that GKE supports it.</source>
        <translation>Compute Engine offre questo tipo di macchina Ironwood a un chip e XPK lo crea su GKE, ma nessuna pagina di Google su GKE che abbiamo potuto leggere conferma che GKE lo supporti.</translation>
    </message>
    <message>
        <source>Not in Google’s planning guide; from Google’s page about Ironwood in GKE.</source>
        <translation>Non presente nella guida alla pianificazione di Google; viene dalla pagina di Google su Ironwood in GKE.</translation>
    </message>
    <message>
        <source>Google’s planning guide lists 5 Autopilot v6e multi-host rows without their shapes; the planner takes every Standard multi-host shape except 2x4 on two VMs.</source>
        <translation>La guida alla pianificazione di Google elenca 5 righe Autopilot v6e multi-host senza le loro forme; il planner prende ogni forma multi-host di Standard tranne 2x4 su due VM.</translation>
    </message>
    <message>
        <source>Google’s planning guide as available to us lost its topology column; the v3 shapes come only from KubeRay’s source code.</source>
        <translation>La guida alla pianificazione di Google, nella copia a nostra disposizione, ha perso la colonna delle topologie; le forme v3 vengono solo dal codice sorgente di KubeRay.</translation>
    </message>
    <message>
        <source>Only XPK and Compute Engine offer this one-chip Ironwood shape; no GKE page we could read lists it.</source>
        <translation>Solo XPK e Compute Engine offrono questa forma Ironwood a un chip; nessuna pagina su GKE che abbiamo potuto leggere la elenca.</translation>
    </message>
    <message>
        <source>KubeRay uses 16x16x36 as the largest shape; Google does not confirm the largest GKE shape.</source>
        <translation>KubeRay usa 16x16x36 come forma più grande; Google non conferma la forma più grande in GKE.</translation>
    </message>
    <message>
        <source>Inferred: Google’s planning guide lists 4x4x4 in its Autopilot table and applies its custom-topology conditions only above 64 chips; XPK creates this 64-chip slice as 16 VMs of 4 chips.</source>
        <translation>Dedotto: la guida alla pianificazione di Google elenca 4x4x4 nella sua tabella Autopilot e applica le condizioni delle topologie personalizzate solo oltre i 64 chip; XPK crea questa sezione da 64 chip come 16 VM da 4 chip.</translation>
    </message>
    <message>
        <source>Google’s Standard v5e table shows 5 multi-host rows plus two rows that name ct5p-hightpu-4t by mistake; the planner lists the six shapes of the Autopilot table.</source>
        <translation>La tabella Standard v5e di Google mostra 5 righe multi-host più due righe che nominano per errore ct5p-hightpu-4t; il planner elenca le sei forme della tabella Autopilot.</translation>
    </message>
    <message>
        <source>Google&apos;s Standard table for v4 lists no single-host shape, while its Autopilot table, the v4 documentation and xpk offer 2x2x1 as one 4-chip VM; GKE may refuse it in a Standard node pool</source>
        <translation>La tabella Standard di Google per v4 non elenca alcuna forma a host singolo, mentre la sua tabella Autopilot, la documentazione di v4 e xpk offrono 2x2x1 come una VM da 4 chip; GKE potrebbe rifiutarla in un pool di nodi Standard</translation>
    </message>
    <message>
        <source>Google’s planning guide allows up to 4096 v4 chips in Autopilot; KubeRay names 12x16x16 (3072 chips) the largest documented v4 shape.</source>
        <translation>La guida alla pianificazione di Google consente fino a 4096 chip v4 in Autopilot; KubeRay indica 12x16x16 (3072 chip) come la forma v4 documentata più grande.</translation>
    </message>
    <message>
        <source>From XPK’s topology generator (each dimension a multiple of 4 up to 256, at most 144 cubes of 4x4x4), which lists elongated shapes such as 4x4x244; not in Google’s planning guide.</source>
        <translation>Dal generatore di topologie di XPK (ogni dimensione multipla di 4 fino a 256, al massimo 144 cubi di 4x4x4), che elenca forme allungate come 4x4x244; non presente nella guida alla pianificazione di Google.</translation>
    </message>
    <message>
        <source>Google’s current Cloud TPU regions page lists this zone for the version; GKE’s own availability table could not be read to confirm it for GKE.</source>
        <translation>L’attuale pagina delle regioni di Cloud TPU di Google elenca questa zona per la versione; la tabella di disponibilità propria di GKE non è stata leggibile per confermarla per GKE.</translation>
    </message>
    <message>
        <source>Recalled from Google’s GKE availability table, which could not be read to confirm it; check the zone with gcloud.</source>
        <translation>Ricordato dalla tabella di disponibilità di GKE di Google, che non è stata leggibile per confermarlo; verifica la zona con gcloud.</translation>
    </message>
    <message>
        <source>Recalled from Google’s GKE availability table, which could not be read to confirm it, and not on the current Cloud TPU regions page; check the zone with gcloud.</source>
        <translation>Ricordato dalla tabella di disponibilità di GKE di Google, che non è stata leggibile per confermarlo, e assente dall’attuale pagina delle regioni di Cloud TPU; verifica la zona con gcloud.</translation>
    </message>
    <message>
        <source>Google’s Cloud TPU zones page lists this zone for the version; GKE’s own availability table could not be read to confirm it for GKE.</source>
        <translation>La pagina delle zone di Cloud TPU di Google elenca questa zona per la versione; la tabella di disponibilità propria di GKE non è stata leggibile per confermarla per GKE.</translation>
    </message>
    <message>
        <source>Single-host v5e node pools may not be available in this zone.</source>
        <translation>I pool di nodi v5e a host singolo potrebbero non essere disponibili in questa zona.</translation>
    </message>
    <message>
        <source>Google’s planning guide says single-host ct5lp- node pools work only in some zones, and that in europe-west4-a, us-east5-b and us-west4-b ct5lp-hightpu-4t needs a topology of at least 2x4. The wording is ambiguous; the planner reads it as: in these zones use a multi-host ct5lp-hightpu-4t slice (2x4 or larger). For single-host v5e in us-west4 the guide recommends us-west4-a.</source>
        <translation>La guida alla pianificazione di Google dice che i pool di nodi ct5lp- a host singolo funzionano solo in alcune zone, e che in europe-west4-a, us-east5-b e us-west4-b ct5lp-hightpu-4t richiede una topologia di almeno 2x4. Il testo è ambiguo; il planner lo interpreta così: in queste zone usa una sezione ct5lp-hightpu-4t multi-host (2x4 o più grande). Per v5e a host singolo in us-west4 la guida consiglia us-west4-a.</translation>
    </message>
    <message>
        <source>Known only from people using it, not from Google’s documentation.</source>
        <translation>Noto solo da chi lo usa, non dalla documentazione di Google.</translation>
    </message>
    <message>
        <source>Per zone according to public notes of TPU users; a per-region variant also exists.</source>
        <translation>Per zona secondo le note pubbliche di utenti TPU; esiste anche una variante per regione.</translation>
    </message>
    <message>
        <source>Assumed to work like the TPU slice quota metric.</source>
        <translation>Si assume che funzioni come la metrica di quota delle sezioni TPU.</translation>
    </message>
    <message>
        <source>Assumed to work like the TPU v5e quota metric.</source>
        <translation>Si assume che funzioni come la metrica di quota di TPU v5e.</translation>
    </message>
    <message>
        <source>Quota name seen in public notes of TPU users, not in the Compute Engine API’s list of quota metrics.</source>
        <translation>Nome di quota visto nelle note pubbliche di utenti TPU, non nell’elenco delle metriche di quota dell’API di Compute Engine.</translation>
    </message>
    <message>
        <source>Not found in any source.</source>
        <translation>Non trovato in nessuna fonte.</translation>
    </message>
    <message>
        <source>Quota name seen in public notes of TPU users, not in the Compute Engine API’s list of quota metrics; one note says it is per zone.</source>
        <translation>Nome di quota visto nelle note pubbliche di utenti TPU, non nell’elenco delle metriche di quota dell’API di Compute Engine; una nota dice che è per zona.</translation>
    </message>
    <message>
        <source>Inferred from a public note of a TPU user.</source>
        <translation>Dedotto da una nota pubblica di un utente TPU.</translation>
    </message>
    <message>
        <source>Not in the Compute Engine API’s list of quota metrics, and not found elsewhere.</source>
        <translation>Non presente nell’elenco delle metriche di quota dell’API di Compute Engine, né trovato altrove.</translation>
    </message>
    <message>
        <source>Not known.</source>
        <translation>Non noto.</translation>
    </message>
    <message>
        <source>December 2024 (list price); Spot from a 2025–2026 price list whose exact date is not known</source>
        <translation>dicembre 2024 (prezzo di listino); Spot da un listino del 2025–2026 di cui non si conosce la data esatta</translation>
    </message>
    <message>
        <source>Spot prices change over time, and the date of this price list is not known.</source>
        <translation>I prezzi Spot cambiano nel tempo, e la data di questo listino non è nota.</translation>
    </message>
    <message>
        <source>a 2025–2026 price list whose exact date is not known</source>
        <translation>un listino del 2025–2026 di cui non si conosce la data esatta</translation>
    </message>
    <message>
        <source>Commitment price recalled, not read from Google’s price list.</source>
        <translation>Prezzo con impegno ricordato, non letto dal listino di Google.</translation>
    </message>
    <message>
        <source>SkyPilot assumes the us-central1 price here; Google publishes no price for it.</source>
        <translation>SkyPilot qui assume il prezzo di us-central1; Google non pubblica alcun prezzo per questa regione.</translation>
    </message>
    <message>
        <source>Google’s TPU v5e page gives 16 GB (not GiB).</source>
        <translation>La pagina di Google su TPU v5e indica 16 GB (non GiB).</translation>
    </message>
    <message>
        <source>Google’s page could not be read to confirm it.</source>
        <translation>Non è stato possibile leggere la pagina di Google per confermarlo.</translation>
    </message>
    <message>
        <source>Recalled from Google’s TPU v3 page, which could not be read to confirm it.</source>
        <translation>Ricordato dalla pagina di Google su TPU v3, che non è stata leggibile per confermarlo.</translation>
    </message>
    <message>
        <source>At most 256 Pods run on one TPU VM.</source>
        <translation>Su una VM TPU girano al massimo 256 pod.</translation>
    </message>
    <message>
        <source>The cluster autoscaler cancels a TPU node pool scale-up that stays pending for more than 10 hours, and retries when resources are available; without reservations this can reduce availability.</source>
        <translation>Il gestore della scalabilità automatica del cluster annulla uno scale up di un pool di nodi TPU che resta in attesa per più di 10 ore, e riprova quando le risorse sono disponibili; senza prenotazioni questo può ridurre la disponibilità.</translation>
    </message>
    <message>
        <source>TPU v5p autoscaling needs a control plane of at least 1.29.2-gke.1035000 or 1.28.7-gke.1020000.</source>
        <translation>La scalabilità automatica di TPU v5p richiede un piano di controllo di almeno 1.29.2-gke.1035000 o 1.28.7-gke.1020000.</translation>
    </message>
    <message>
        <source>TPU Trillium does not support SMT set to 2 on ct6e-standard-8t.</source>
        <translation>TPU Trillium non supporta SMT impostato a 2 su ct6e-standard-8t.</translation>
    </message>
    <message>
        <source>Multislice needs GKE 1.27.4-gke.900 (Standard) or 1.29.2-gke.1521000 (Autopilot).</source>
        <translation>Multislice richiede GKE 1.27.4-gke.900 (Standard) o 1.29.2-gke.1521000 (Autopilot).</translation>
    </message>
    <message>
        <source>Ubuntu nodes are not supported.</source>
        <translation>I nodi Ubuntu non sono supportati.</translation>
    </message>
    <message>
        <source>For capacity reservations, use a specific reservation (--reservation-affinity=specific).</source>
        <translation>Per le prenotazioni di capacità usa una prenotazione specifica (--reservation-affinity=specific).</translation>
    </message>
    <message>
        <source>GKE usage metering and cost allocation include no data on TPU (including reserved v4) usage or cost.</source>
        <translation>La misurazione dell’utilizzo e l’allocazione dei costi di GKE non includono dati sull’utilizzo o sul costo delle TPU (nemmeno delle v4 prenotate).</translation>
    </message>
    <message>
        <source>The TPU Node architecture is deprecated; v3 is the only version that still supports it in GKE.</source>
        <translation>L’architettura TPU Node è deprecata; v3 è l’unica versione che la supporta ancora in GKE.</translation>
    </message>
    <message>
        <source>From control plane 1.29.1-gke.1425000 GKE can terminate TPU workloads gracefully on node maintenance.</source>
        <translation>Dal piano di controllo 1.29.1-gke.1425000 GKE può terminare in modo controllato i carichi di lavoro TPU durante la manutenzione dei nodi.</translation>
    </message>
    <message>
        <source>A TPU VM has a 100 GiB boot disk.</source>
        <translation>Una VM TPU ha un disco di avvio da 100 GiB.</translation>
    </message>
    <message>
        <source>Flex-start TPU nodes need GKE 1.33.0-gke.1712000 or later.</source>
        <translation>I nodi TPU flex-start richiedono GKE 1.33.0-gke.1712000 o successiva.</translation>
    </message>
    <message>
        <source>Flex-start is not offered for TPU v3 or v4.</source>
        <translation>Flex-start non è offerto per TPU v3 o v4.</translation>
    </message>
    <message>
        <source>Zones where GKE’s flex-start page lists TPU flex-start: v6e asia-northeast1-b, us-east5-a, us-east5-b; v5e us-west4-a; v5p us-east5-a.</source>
        <translation>Zone in cui la pagina flex-start di GKE elenca TPU flex-start: v6e asia-northeast1-b, us-east5-a, us-east5-b; v5e us-west4-a; v5p us-east5-a.</translation>
    </message>
    <message>
        <source>A flex-start node runs for at most 7 days.</source>
        <translation>Un nodo flex-start resta attivo al massimo 7 giorni.</translation>
    </message>
    <message>
        <source>Custom compute classes with TPU priorities need GKE 1.30.3-gke.1451000 or later.</source>
        <translation>Le classi di calcolo personalizzate con priorità TPU richiedono GKE 1.30.3-gke.1451000 o successiva.</translation>
    </message>
    <message>
        <source>Worked out from the version note of Google’s ComputeClass reference, not stated for TPUs in so many words.</source>
        <translation>Ricavato dalla nota sulla versione del riferimento ComputeClass di Google, non detto esplicitamente per le TPU.</translation>
    </message>
    <message>
        <source>How to Scale Your Model — Austin et al., Google DeepMind (edition of February 2025)</source>
        <translation>How to Scale Your Model — Austin et al., Google DeepMind (edizione di febbraio 2025, in inglese)</translation>
    </message>
    <message>
        <source>Its part 2 (“How to think about TPUs”) tables the chips’ figures; the planner uses Google’s own figure wherever the two differ and shows the difference.</source>
        <translation>La sua parte 2 (“How to think about TPUs”) riporta in tabella i dati dei chip; dove i due differiscono il planner usa il dato di Google e mostra la differenza.</translation>
    </message>
    <message>
        <source>TPU machines in the accelerator-optimized machine family — Compute Engine documentation (updated 2026-08-26)</source>
        <translation>Macchine TPU nella famiglia di macchine ottimizzate per l’acceleratore — documentazione di Compute Engine (aggiornata il 26/08/2026)</translation>
    </message>
    <message>
        <source>Google gives no int8 figure for TPU7x, only fp8.</source>
        <translation>Google non indica un valore int8 per TPU7x, solo fp8.</translation>
    </message>
    <message>
        <source>Google gives 800 GB/s per chip over 4 ports (100 GB/s per link one way); per link, the book’s 90 GB/s is used.</source>
        <translation>Google indica 800 GB/s per chip su 4 porte (100 GB/s per collegamento in un senso); per collegamento si usano i 90 GB/s del libro.</translation>
    </message>
    <message>
        <source>The book’s 8,960-chip v5p pod (16x20x28) is not one job: Google’s largest job is 6,144 chips (16x16x24), which the planner uses.</source>
        <translation>Il pod v5p da 8.960 chip del libro (16x20x28) non è un unico job: il job più grande di Google è di 6.144 chip (16x16x24), ed è quello che usa il planner.</translation>
    </message>
    <message>
        <source>Conflict: Google gives 2,765 GB/s; the book uses 2.8e12 B/s in its table and 2.5e12 in its text. Google’s figure is used.</source>
        <translation>Conflitto: Google indica 2.765 GB/s; il libro usa 2,8e12 B/s nella tabella e 2,5e12 nel testo. Si usa il dato di Google.</translation>
    </message>
    <message>
        <source>Conflict: Google’s v5p page gives 95 GB, a newer page 95 GiB; the book uses 96 GB. Google’s 95 GB is used.</source>
        <translation>Conflitto: la pagina di Google su v5p indica 95 GB, una pagina più recente 95 GiB; il libro usa 96 GB. Si usano i 95 GB di Google.</translation>
    </message>
    <message>
        <source>Google gives 1,200 GB/s per chip over 6 ports (100 GB/s per link one way); per link, the book’s 90 GB/s is used.</source>
        <translation>Google indica 1.200 GB/s per chip su 6 porte (100 GB/s per collegamento in un senso); per collegamento si usano i 90 GB/s del libro.</translation>
    </message>
    <message>
        <source>Google’s v5p pages give no int8 figure; the book lists 9.18e14 int8 OPS per chip.</source>
        <translation>Le pagine di Google su v5p non indicano un valore int8; il libro riporta 9,18e14 OPS int8 per chip.</translation>
    </message>
    <message>
        <source>Google gives 2 x 100 Gbps of network per host of 8 chips; per chip is that divided by 8.</source>
        <translation>Google indica 2 x 100 Gbps di rete per host da 8 chip; il valore per chip è quello diviso per 8.</translation>
    </message>
    <message>
        <source>Conflict: Google’s v5e page gives 819 GB/s, a newer edition of it 800 GiB/s (859 GB/s); the book uses 8.1e11 B/s. Google’s 819 GB/s is used.</source>
        <translation>Conflitto: la pagina di Google su v5e indica 819 GB/s, una sua edizione più recente 800 GiB/s (859 GB/s); il libro usa 8,1e11 B/s. Si usano gli 819 GB/s di Google.</translation>
    </message>
    <message>
        <source>Google gives 400 GB/s per chip over 4 ports (50 GB/s per link one way); per link, the book’s 45 GB/s is used.</source>
        <translation>Google indica 400 GB/s per chip su 4 porte (50 GB/s per collegamento in un senso); per collegamento si usano i 45 GB/s del libro.</translation>
    </message>
    <message>
        <source>Google publishes no ICI figure per link for v4; this is the book’s.</source>
        <translation>Google non pubblica un valore ICI per collegamento per v4; questo è quello del libro.</translation>
    </message>
    <message>
        <source>Only the book gives a figure per link; Google’s page could not be read.</source>
        <translation>Solo il libro indica un valore per collegamento; non è stato possibile leggere la pagina di Google.</translation>
    </message>
    <message>
        <source>SkyPilot’s price list of the Cloud TPU API shows v6e in more zones of these regions than GKE’s availability table confirmed; a zone the catalog does not list may still offer it. Check the zone with gcloud, or connect a project.</source>
        <translation>Il listino prezzi di SkyPilot per l’API Cloud TPU mostra v6e in più zone di queste regioni di quante ne abbia confermate la tabella di disponibilità di GKE; una zona che il catalogo non elenca potrebbe comunque offrirla. Verifica la zona con gcloud o connetti un progetto.</translation>
    </message>
    <message>
        <source>SkyPilot’s price list of the Cloud TPU API shows v5p in more zones of these regions than GKE’s availability table confirmed; a zone the catalog does not list may still offer it. Check the zone with gcloud, or connect a project.</source>
        <translation>Il listino prezzi di SkyPilot per l’API Cloud TPU mostra v5p in più zone di queste regioni di quante ne abbia confermate la tabella di disponibilità di GKE; una zona che il catalogo non elenca potrebbe comunque offrirla. Verifica la zona con gcloud o connetti un progetto.</translation>
    </message>
    <message>
        <source>SkyPilot’s price list of the Cloud TPU API shows v5e in more zones of these regions than GKE’s availability table confirmed; a zone the catalog does not list may still offer it. Check the zone with gcloud, or connect a project.</source>
        <translation>Il listino prezzi di SkyPilot per l’API Cloud TPU mostra v5e in più zone di queste regioni di quante ne abbia confermate la tabella di disponibilità di GKE; una zona che il catalogo non elenca potrebbe comunque offrirla. Verifica la zona con gcloud o connetti un progetto.</translation>
    </message>
    <message>
        <source>Compute Engine’s machine types per region show TPU7x in these regions, whose zones Google’s Cloud TPU zones page does not list for it; a zone there may still offer it. Check the zone with gcloud, or connect a project.</source>
        <translation>I tipi di macchina di Compute Engine per regione mostrano TPU7x in queste regioni, le cui zone la pagina delle zone Cloud TPU di Google non elenca per TPU7x; una zona lì potrebbe comunque offrirla. Verifica la zona con gcloud o connetti un progetto.</translation>
    </message>
    <message>
        <source>Compute Engine API reference: reservations (aggregateReservation.vmFamily, reservedResources, inUseResources; resourceStatus.healthInfo)</source>
        <translation>Riferimento dell&apos;API Compute Engine: prenotazioni (reservations: aggregateReservation.vmFamily, reservedResources, inUseResources; resourceStatus.healthInfo)</translation>
    </message>
    <message>
        <source>About GKE node sizing: node allocatable resources — Google Kubernetes Engine documentation</source>
        <translation>Informazioni sul dimensionamento dei nodi GKE: risorse allocabili del nodo — documentazione di Google Kubernetes Engine</translation>
    </message>
    <message>
        <source>Memory reserved for the kubelet: 25 % of the first 4 GiB, 20 % of the next 4, 10 % of the next 8, 6 % of the next 112, 2 % above 128 GiB, plus a 100 MiB eviction threshold; CPU: 6 % of the first core, 1 % of the second, 0.5 % of the next two, 0.25 % above four.</source>
        <translation>Memoria riservata al kubelet: 25 % dei primi 4 GiB, 20 % dei 4 successivi, 10 % degli 8 successivi, 6 % dei 112 successivi, 2 % oltre 128 GiB, più una soglia di espulsione di 100 MiB; CPU: 6 % del primo core, 1 % del secondo, 0,5 % dei due successivi, 0,25 % oltre il quarto.</translation>
    </message>
    <message>
        <source>Consuming reserved zonal resources — Google Kubernetes Engine documentation</source>
        <translation>Utilizzare le risorse di zona prenotate — documentazione di Google Kubernetes Engine</translation>
    </message>
    <message>
        <source>Autopilot consumes a specific reservation of the same or a shared project, selected in the manifest (reservation-name, reservation-affinity and, for another project, reservation-project).</source>
        <translation>Autopilot utilizza una prenotazione specifica dello stesso progetto o di un progetto condiviso, scelta nel manifest (reservation-name, reservation-affinity e, per un altro progetto, reservation-project).</translation>
    </message>
    <message>
        <source>xpk PR 900: GKE refuses flex-start node pools with TPUs with queued provisioning (2025-12)</source>
        <translation>xpk PR 900: GKE rifiuta i pool di nodi flex-start con TPU e provisioning in coda (2025-12)</translation>
    </message>
    <message>
        <source>Cluster Toolkit PR 5218: TPU queued provisioning for v6e and TPU7x (2026-02)</source>
        <translation>Cluster Toolkit PR 5218: provisioning in coda delle TPU per v6e e TPU7x (2026-02)</translation>
    </message>
    <message>
        <source>Configure node pool auto-creation — Google Kubernetes Engine documentation</source>
        <translation>Configurare la creazione automatica dei pool di nodi — documentazione di Google Kubernetes Engine</translation>
    </message>
    <message>
        <source>The resource limits set with node auto-provisioning apply to the node pools GKE creates for ComputeClasses too; before 1.33.3-gke.1136000 a ComputeClass needs cluster-level node auto-provisioning.</source>
        <translation>I limiti di risorse impostati con il provisioning automatico dei nodi valgono anche per i pool di nodi che GKE crea per le ComputeClass; prima di 1.33.3-gke.1136000 una ComputeClass richiede il provisioning automatico dei nodi a livello di cluster.</translation>
    </message>
    <message>
        <source>Multi-host TPU slices of the versions in flex-start-queued-provisioning-versions run flex-start through queued provisioning (a ProvisioningRequest, normally from Kueue): --enable-queued-provisioning, per-zone --max-nodes, the cloud.google.com/gke-queued=true label, no auto-repair.</source>
        <translation>Le sezioni TPU multi-host delle versioni in flex-start-queued-provisioning-versions usano flex-start tramite il provisioning in coda (una ProvisioningRequest, di solito da Kueue): --enable-queued-provisioning, --max-nodes per zona, l&apos;etichetta cloud.google.com/gke-queued=true, nessuna riparazione automatica.</translation>
    </message>
    <message>
        <source>GKE provisions multi-host flex-start TPU slices through queued provisioning only for TPU v6e and TPU7x: it answered &quot;Flex start node pools don&apos;t support TPUs with queued provisioning&quot; for others (xpk PR 900), and Cluster Toolkit added TPU queued provisioning for v6e and TPU7x only. Other versions take a plain flex-start node pool (GKE documents flex-start without queued provisioning for multi-host slices).</source>
        <translation>GKE fornisce le sezioni TPU multi-host flex-start tramite il provisioning in coda solo per TPU v6e e TPU7x: per le altre ha risposto &quot;Flex start node pools don&apos;t support TPUs with queued provisioning&quot; (xpk PR 900), e Cluster Toolkit ha aggiunto il provisioning in coda delle TPU solo per v6e e TPU7x. Le altre versioni usano un semplice pool di nodi flex-start (GKE documenta flex-start senza provisioning in coda per le sezioni multi-host).</translation>
    </message>
    <message>
        <source>Request a future reservation for up to 90 days (in calendar mode) — Cloud TPU documentation</source>
        <translation>Richiedere una prenotazione futura fino a 90 giorni (in modalità calendario) — documentazione di Cloud TPU</translation>
    </message>
    <message>
        <source>Limitations as read 2026-11-28: no modification, cancellation or deletion of a request; 1 to 90 days; availability viewable 1 to 120 days ahead; zones v6e asia-northeast1-b, us-east5-a, us-east5-b; v5p us-east5-a; v5e us-west4-b (BATCH), us-central1-a (SERVING). The reservation and every TPU consuming it are deleted at the end of the period.</source>
        <translation>Limitazioni lette il 2026-11-28: una richiesta non si può modificare, annullare né eliminare; da 1 a 90 giorni; disponibilità visibile da 1 a 120 giorni prima; zone v6e asia-northeast1-b, us-east5-a, us-east5-b; v5p us-east5-a; v5e us-west4-b (BATCH), us-central1-a (SERVING). Alla fine del periodo vengono eliminate la prenotazione e ogni TPU che la consuma.</translation>
    </message>
    <message>
        <source>Create a future reservation request in calendar mode — Compute Engine documentation (TPU table edition)</source>
        <translation>Creare una richiesta di prenotazione futura in modalità calendario — documentazione di Compute Engine (edizione con la tabella delle TPU)</translation>
    </message>
    <message>
        <source>The edition with the TPU table (up to 1,024 chips) lists v6e asia-northeast1-b and us-east5-a only (no us-east5-b), v5p us-east5-a, v5e us-west4-b (BATCH) and us-central1-a (SERVING); 1, 4 or 8 v5e chips only for SERVING. A later edition (GPU, H4D and TPU) adds us-east5-b for v6e.</source>
        <translation>L&apos;edizione con la tabella delle TPU (fino a 1.024 chip) elenca per v6e solo asia-northeast1-b e us-east5-a (non us-east5-b), per v5p us-east5-a, per v5e us-west4-b (BATCH) e us-central1-a (SERVING); per SERVING solo 1, 4 o 8 chip v5e. Un&apos;edizione successiva (GPU, H4D e TPU) aggiunge us-east5-b per v6e.</translation>
    </message>
    <message>
        <source>Request TPUs with future reservation in calendar mode — Google Kubernetes Engine documentation</source>
        <translation>Richiedere TPU con una prenotazione futura in modalità calendario — documentazione di Google Kubernetes Engine</translation>
    </message>
    <message>
        <source>Standard clusters from 1.28.3-gke.1098000, Autopilot from 1.30.3-gke.1451000; calendar-mode requests need no Compute Engine quota (only disks and IP addresses outside the reservation do); Standard node pools consume it with --reservation-affinity=specific --reservation=RESERVATION.</source>
        <translation>Cluster Standard dalla versione 1.28.3-gke.1098000, Autopilot dalla 1.30.3-gke.1451000; le richieste in modalità calendario non richiedono quota di Compute Engine (solo i dischi e gli indirizzi IP fuori dalla prenotazione); i pool di nodi Standard la consumano con --reservation-affinity=specific --reservation=RESERVATION.</translation>
    </message>
    <message>
        <source>About future reservation requests in calendar mode — Compute Engine documentation</source>
        <translation>Informazioni sulle richieste di prenotazione futura in modalità calendario — documentazione di Compute Engine</translation>
    </message>
    <message>
        <source>A calendar-mode request must enable auto-delete and specific consumption; TPU availability viewable up to 120 days ahead. Creating one needs roles/compute.futureReservationUser.</source>
        <translation>Una richiesta in modalità calendario deve attivare l&apos;eliminazione automatica e il consumo specifico; la disponibilità delle TPU è visibile fino a 120 giorni prima. Per crearne una serve roles/compute.futureReservationUser.</translation>
    </message>
    <message>
        <source>gcloud beta compute future-reservations create — Google Cloud SDK reference</source>
        <translation>gcloud beta compute future-reservations create — riferimento di Google Cloud SDK</translation>
    </message>
    <message>
        <source>--tpu-version, --chip-count, --workload-type BATCH|SERVING, --reservation-mode CALENDAR, --deployment-type DENSE|FLEXIBLE, --planning-status DRAFT|SUBMITTED, --[no-]auto-delete-auto-created-reservations, --require-specific-reservation (the auto-created reservation then inherits the future reservation&apos;s name), --start-time with --duration (seconds) or --end-time. The gcloud 528.0.0 installed here parses them in the beta track (the GA track has no future-reservations group there) and lists V5E, V5P, V6E as --tpu-version values, not TPU7X.</source>
        <translation>--tpu-version, --chip-count, --workload-type BATCH|SERVING, --reservation-mode CALENDAR, --deployment-type DENSE|FLEXIBLE, --planning-status DRAFT|SUBMITTED, --[no-]auto-delete-auto-created-reservations, --require-specific-reservation (la prenotazione creata automaticamente prende allora il nome della prenotazione futura), --start-time con --duration (secondi) o --end-time. Il gcloud 528.0.0 installato qui li accetta nel canale beta (il canale GA lì non ha il gruppo future-reservations) ed elenca V5E, V5P, V6E come valori di --tpu-version, non TPU7X.</translation>
    </message>
    <message>
        <source>Cloud TPU consumption options — Cloud TPU documentation, as recorded in the team&apos;s notes</source>
        <translation>Opzioni di consumo di Cloud TPU — documentazione di Cloud TPU, come registrata negli appunti del team</translation>
    </message>
    <message>
        <source>Recorded in shared/reference/gke-tpu-2026.md section 8: calendar mode v6e asia-northeast1-b and us-east5-a only; v5e us-west4-a (training), us-central1-a (serving). Not confirmed by the search.</source>
        <translation>Registrata in shared/reference/gke-tpu-2026.md, sezione 8: modalità calendario v6e solo asia-northeast1-b e us-east5-a; v5e us-west4-a (addestramento), us-central1-a (serving). Non confermata dalla ricerca.</translation>
    </message>
    <message>
        <source>Zones where Google&apos;s pages list TPU calendar-mode future reservations, per page; the pages disagree.</source>
        <translation>Zone in cui le pagine di Google elencano le prenotazioni future TPU in modalità calendario, pagina per pagina; le pagine non concordano.</translation>
    </message>
    <message>
        <source>GKE consumes calendar-mode TPU reservations from 1.28.3-gke.1098000 (Standard) or 1.30.3-gke.1451000 (Autopilot).</source>
        <translation>GKE consuma le prenotazioni TPU in modalità calendario dalla versione 1.28.3-gke.1098000 (Standard) o 1.30.3-gke.1451000 (Autopilot).</translation>
    </message>
    <message>
        <source>A calendar-mode reservation lasts 1 to 90 days.</source>
        <translation>Una prenotazione in modalità calendario dura da 1 a 90 giorni.</translation>
    </message>
    <message>
        <source>TPU calendar-mode availability can be viewed and booked up to 120 days ahead.</source>
        <translation>La disponibilità TPU in modalità calendario si può vedere e prenotare fino a 120 giorni prima.</translation>
    </message>
    <message>
        <source>Calendar-mode future reservation requests need no Compute Engine quota (disks and IP addresses outside the reservation still do).</source>
        <translation>Le richieste di prenotazione futura in modalità calendario non richiedono quota di Compute Engine (i dischi e gli indirizzi IP fuori dalla prenotazione sì).</translation>
    </message>
    <message>
        <source>A calendar-mode request cannot be modified, cancelled or deleted once submitted.</source>
        <translation>Una richiesta in modalità calendario, una volta inviata, non si può modificare, annullare né eliminare.</translation>
    </message>
    <message>
        <source>At the end of the period Compute Engine deletes the calendar-mode reservation and every TPU VM that consumes it.</source>
        <translation>Alla fine del periodo Compute Engine elimina la prenotazione in modalità calendario e ogni VM TPU che la consuma.</translation>
    </message>
    <message>
        <source>gcloud beta compute future-reservations create takes --tpu-version V5E, V5P or V6E in gcloud 528.0.0; TPU7X is the advice API&apos;s value and is not accepted by 528.</source>
        <translation>gcloud beta compute future-reservations create accetta --tpu-version V5E, V5P o V6E in gcloud 528.0.0; TPU7X è il valore dell&apos;API dei consigli e 528 non lo accetta.</translation>
    </message>
    <message>
        <source>Which gcloud release added TPU7X to --tpu-version is not known; gcloud 528.0.0 lists V5E, V5P and V6E only.</source>
        <translation>Non si sa quale versione di gcloud abbia aggiunto TPU7X a --tpu-version; gcloud 528.0.0 elenca solo V5E, V5P e V6E.</translation>
    </message>
    <message>
        <source>Request a future reservation for up to 90 days (in calendar mode) — Cloud TPU documentation, 2025-12-18 edition</source>
        <translation>Richiedere una prenotazione futura fino a 90 giorni (in modalità calendario) — documentazione di Cloud TPU, edizione del 2025-12-18</translation>
    </message>
    <message>
        <source>The edition last updated 2025-12-18 (found in its Japanese translation): TPU7x (Preview) us-central1-c; v6e asia-northeast1-b, europe-west4-a, us-east5-a, us-east5-b; v5p us-east5-a; v5e europe-west4-b and us-west4-b for BATCH, us-south1-a for SERVING. It sends the reader to the Compute Engine page for the chips per request.</source>
        <translation>L&apos;edizione aggiornata il 2025-12-18 (trovata nella sua traduzione giapponese): TPU7x (Preview) us-central1-c; v6e asia-northeast1-b, europe-west4-a, us-east5-a, us-east5-b; v5p us-east5-a; v5e europe-west4-b e us-west4-b per BATCH, us-south1-a per SERVING. Per i chip per richiesta rimanda alla pagina di Compute Engine.</translation>
    </message>
    <message>
        <source>Create a future reservation request in calendar mode — Compute Engine documentation (GPU and TPU edition)</source>
        <translation>Creare una richiesta di prenotazione futura in modalità calendario — documentazione di Compute Engine (edizione GPU e TPU)</translation>
    </message>
    <message>
        <source>The later edition, with GPU and TPU limitations apart: 1, 4, 8, 16, 32, 64, 128, 256, 512 or 1,024 TPU chips per request, one list for every TPU version; only 1, 4 or 8 TPU v5e chips for SERVING; zones v6e asia-northeast1-b, us-east5-a, us-east5-b; v5p us-east5-a; v5e us-west4-b for BATCH.</source>
        <translation>L&apos;edizione successiva, con i limiti per GPU e TPU separati: 1, 4, 8, 16, 32, 64, 128, 256, 512 o 1.024 chip TPU per richiesta, un solo elenco per ogni versione TPU; solo 1, 4 o 8 chip TPU v5e per SERVING; zone v6e asia-northeast1-b, us-east5-a, us-east5-b; v5p us-east5-a; v5e us-west4-b per BATCH.</translation>
    </message>
    <message>
        <source>CAL7 is the team&apos;s note of Google&apos;s consumption-options page, not confirmed by a search of the page itself.</source>
        <translation>CAL7 è un appunto del team sulla pagina delle opzioni di consumo di Google, non confermato da una ricerca nella pagina stessa.</translation>
    </message>
    <message>
        <source>Chip counts one calendar-mode request may ask for, per TPU version and workload type, per page; the pages disagree above 256 chips.</source>
        <translation>Numeri di chip che una richiesta in modalità calendario può chiedere, per versione TPU e tipo di carico di lavoro, pagina per pagina; sopra i 256 chip le pagine non concordano.</translation>
    </message>
    <message>
        <source>Neither page gives the chips per request for TPU7x; the later edition (CAL8) gives one list for every TPU version where the earlier (CAL2) gives one per version.</source>
        <translation>Nessuna delle due pagine indica i chip per richiesta per TPU7x; l&apos;edizione successiva (CAL8) dà un solo elenco per tutte le versioni TPU, quella precedente (CAL2) uno per versione.</translation>
    </message>
</context>
<context>
    <name>tpu::catalog::CustomRule</name>
    <message>
        <source>%1, each dimension a multiple of %2%3, more than %4 chips, each dimension %5, at most %6 cubes of 4x4x4 (%7 chips)</source>
        <translation>%1, ogni dimensione multipla di %2%3, più di %4 chip, ogni dimensione %5, al massimo %6 cubi 4x4x4 (%7 chip)</translation>
    </message>
    <message>
        <source>%1, each dimension a multiple of %2%3, more than %4 chips, each dimension %5, at most %6 chips</source>
        <translation>%1, ogni dimensione multipla di %2%3, più di %4 chip, ogni dimensione %5, al massimo %6 chip</translation>
    </message>
    <message>
        <source>at most %1</source>
        <translation>al massimo %1</translation>
    </message>
    <message>
        <source>within %1</source>
        <translation>entro %1</translation>
    </message>
</context>
<context>
    <name>tpu::catalog::Topology</name>
    <message>
        <source>AxB (v3, v5e, v6e) or AxBxC (v4, v5p, TPU7x), each a whole number from 1 to %1, e.g. 2x4 or 4x4x8</source>
        <translation>AxB (v3, v5e, v6e) o AxBxC (v4, v5p, TPU7x), ciascuna un numero intero da 1 a %1, es. 2x4 o 4x4x8</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a topology: %2. Type %3.</source>
        <translation>&quot;%1&quot; non è una topologia: %2. Scrivi %3.</translation>
    </message>
    <message>
        <source>it is empty</source>
        <translation>è vuota</translation>
    </message>
    <message>
        <source>it is too long</source>
        <translation>è troppo lunga</translation>
    </message>
    <message>
        <source>numbers must be separated by &quot;x&quot;</source>
        <translation>i numeri devono essere separati da &quot;x&quot;</translation>
    </message>
    <message>
        <source>a dimension is missing</source>
        <translation>manca una dimensione</translation>
    </message>
    <message>
        <source>use the digits 0-9</source>
        <translation>usa le cifre 0-9</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not allowed in a topology</source>
        <translation>&quot;%1&quot; non è ammesso in una topologia</translation>
    </message>
    <message>
        <source>it has 1 dimension, and a topology has 2 or 3</source>
        <translation>ha 1 dimensione, mentre una topologia ne ha 2 o 3</translation>
    </message>
    <message>
        <source>it has %1 dimensions, and a topology has 2 or 3</source>
        <translation>ha %1 dimensioni, mentre una topologia ne ha 2 o 3</translation>
    </message>
    <message>
        <source>a dimension of 0 has no chips</source>
        <translation>una dimensione pari a 0 non ha chip</translation>
    </message>
    <message>
        <source>a dimension above %1 is larger than any TPU pod</source>
        <translation>una dimensione oltre %1 è più grande di qualsiasi pod TPU</translation>
    </message>
</context>
<context>
    <name>tpu::cli::Cli</name>
    <message>
        <source>Show this help.</source>
        <translation>Mostra questo aiuto.</translation>
    </message>
    <message>
        <source>Use this catalog file instead of the user&apos;s or the built-in one.</source>
        <translation>Usa questo file di catalogo invece di quello dell&apos;utente o di quello integrato.</translation>
    </message>
    <message>
        <source>Output format: %1 (default %2).</source>
        <translation>Formato di output: %1 (predefinito %2).</translation>
    </message>
    <message>
        <source>tpu-planner %1: %2 (see tpu-planner %1 --help)</source>
        <translation>tpu-planner %1: %2 (vedi tpu-planner %1 --help)</translation>
    </message>
    <message>
        <source>tpu-planner %1: --format must be one of: %2</source>
        <translation>tpu-planner %1: --format deve essere uno tra: %2</translation>
    </message>
    <message>
        <source>tpu-planner %1: give exactly one plan file</source>
        <translation>tpu-planner %1: indica esattamente un file di piano</translation>
    </message>
    <message>
        <source>The plan file.</source>
        <translation>Il file del piano.</translation>
    </message>
    <message>
        <source>Print a plan&apos;s derived totals, quota and cost.</source>
        <translation>Stampa i totali, la quota e il costo derivati da un piano.</translation>
    </message>
    <message>
        <source>
The plan has errors: run tpu-planner check for the details.
</source>
        <translation>
Il piano ha errori: esegui tpu-planner check per i dettagli.
</translation>
    </message>
    <message>
        <source>tpu-planner catalog: say what to list: %1</source>
        <translation>tpu-planner catalog: indica cosa elencare: %1</translation>
    </message>
    <message>
        <source>Catalog %1 (%2) from %3</source>
        <translation>Catalogo %1 (%2) da %3</translation>
    </message>
    <message>
        <source>not given</source>
        <translation>non indicato</translation>
    </message>
    <message>
        <source>Folder to write the files to.</source>
        <translation>Cartella in cui scrivere i file.</translation>
    </message>
    <message>
        <source>Print the files instead of writing them.</source>
        <translation>Stampa i file invece di scriverli.</translation>
    </message>
    <message>
        <source>tpu-planner export: give exactly one plan file</source>
        <translation>tpu-planner export: indica esattamente un file di piano</translation>
    </message>
    <message>
        <source>tpu-planner export: give --out DIR or --stdout</source>
        <translation>tpu-planner export: indica --out DIR o --stdout</translation>
    </message>
    <message>
        <source>tpu-planner export: unknown export &quot;%1&quot;; choose from: %2</source>
        <translation>tpu-planner export: esportazione &quot;%1&quot; sconosciuta; scegli tra: %2</translation>
    </message>
    <message>
        <source>tpu-planner export: the plan has errors; nothing was written (use --force to export anyway):</source>
        <translation>tpu-planner export: il piano ha errori; non è stato scritto nulla (usa --force per esportare comunque):</translation>
    </message>
    <message>
        <source>Note: the plan does not use Kueue; no kueue.yaml.</source>
        <translation>Nota: il piano non usa Kueue; nessun kueue.yaml.</translation>
    </message>
    <message>
        <source>Wrote %1</source>
        <translation>Scritto %1</translation>
    </message>
    <message>
        <source>Plan file to write.</source>
        <translation>File del piano da scrivere.</translation>
    </message>
    <message>
        <source>TPU version: v3, v4, v5e, v5p, v6e, tpu7x (or an alias such as trillium, ironwood).</source>
        <translation>Versione TPU: v3, v4, v5e, v5p, v6e, tpu7x (o un alias come trillium, ironwood).</translation>
    </message>
    <message>
        <source>Topology AxB or AxBxC (default: the smallest listed).</source>
        <translation>Topologia AxB o AxBxC (predefinita: la più piccola elencata).</translation>
    </message>
    <message>
        <source>Number of slices (Multislice when more than 1).</source>
        <translation>Numero di sezioni TPU (Multislice se più di 1).</translation>
    </message>
    <message>
        <source>Machine type (default: the one the topology lists; v5e/v6e 2x4: one 8-chip VM).</source>
        <translation>Tipo di macchina (predefinito: quello elencato per la topologia; v5e/v6e 2x4: una VM da 8 chip).</translation>
    </message>
    <message>
        <source>Use Spot VMs.</source>
        <translation>Usa VM spot.</translation>
    </message>
    <message>
        <source>Use flex-start provisioning.</source>
        <translation>Usa il provisioning flex-start.</translation>
    </message>
    <message>
        <source>Consume this specific reservation.</source>
        <translation>Consuma questa prenotazione specifica.</translation>
    </message>
    <message>
        <source>Node pool autoscaling MIN:MAX (multi-host: 0:VMS or VMS:VMS).</source>
        <translation>Scalabilità automatica del pool di nodi MIN:MAX (multi-host: 0:VM o VM:VM).</translation>
    </message>
    <message>
        <source>The cluster exists already (exports do not create it).</source>
        <translation>Il cluster esiste già (le esportazioni non lo creano).</translation>
    </message>
    <message>
        <source>Queue the workload with Kueue.</source>
        <translation>Metti in coda il carico di lavoro con Kueue.</translation>
    </message>
    <message>
        <source>Overwrite an existing plan file.</source>
        <translation>Sovrascrivi un file di piano esistente.</translation>
    </message>
    <message>
        <source>Write a new plan file from flags.</source>
        <translation>Scrivi un nuovo file di piano a partire dai flag.</translation>
    </message>
    <message>
        <source>tpu-planner new: unexpected argument &quot;%1&quot;</source>
        <translation>tpu-planner new: argomento inatteso &quot;%1&quot;</translation>
    </message>
    <message>
        <source>tpu-planner new: -o PLAN is required</source>
        <translation>tpu-planner new: -o PLAN è obbligatorio</translation>
    </message>
    <message>
        <source>tpu-planner new: %1 exists; use --force to overwrite it</source>
        <translation>tpu-planner new: %1 esiste già; usa --force per sovrascriverlo</translation>
    </message>
    <message>
        <source>tpu-planner new: --tpu VERSION is required (see tpu-planner catalog versions)</source>
        <translation>tpu-planner new: --tpu VERSION è obbligatorio (vedi tpu-planner catalog versions)</translation>
    </message>
    <message>
        <source>Wrote %1: %2, %3 %4 in %5</source>
        <translation>Scritto %1: %2, %3 %4 in %5</translation>
    </message>
    <message>
        <source>(no zone)</source>
        <translation>(nessuna zona)</translation>
    </message>
    <message>
        <source>The plan has errors:</source>
        <translation>Il piano ha errori:</translation>
    </message>
    <message>
        <source>Check a plan against every rule (and, with --live, against its Google Cloud project). Exit 0 when it has no errors, 1 when it has, 2 when it cannot be read.</source>
        <translation>Verifica un piano rispetto a tutte le regole (e, con --live, rispetto al suo progetto Google Cloud). Esce con 0 se non ha errori, 1 se ne ha, 2 se non può essere letto.</translation>
    </message>
    <message>
        <source>Removed %1 (from an earlier export; this plan does not produce it)</source>
        <translation>Rimosso %1 (da un&apos;esportazione precedente; questo piano non lo produce)</translation>
    </message>
    <message>
        <source>tpu-planner check: --credentials and --api-root need --live</source>
        <translation>tpu-planner check: --credentials e --api-root richiedono --live</translation>
    </message>
    <message>
        <source>Meet at least N TPU chips in total (default: the plan&apos;s own).</source>
        <translation>Richiedi almeno N chip TPU in totale (predefinito: quelli del piano).</translation>
    </message>
    <message>
        <source>Meet at least GIB of HBM in total.</source>
        <translation>Richiedi almeno GIB di HBM in totale.</translation>
    </message>
    <message>
        <source>Meet at least X PFLOP/s of peak bf16 in total.</source>
        <translation>Richiedi almeno X PFLOP/s di picco bf16 in totale.</translation>
    </message>
    <message>
        <source>Look in every region, not only the plan&apos;s.</source>
        <translation>Cerca in tutte le regioni, non solo in quella del piano.</translation>
    </message>
    <message>
        <source>List, for each TPU version and machine type offered in the plan&apos;s mode and region, the smallest slice (and number of slices) that meets a target, with its cost per hour and whether the plan passes every rule with it. Exit 0 when listed, 1 when the plan gives nothing to match or look in, 2 on unusable input.</source>
        <translation>Elenca, per ogni versione TPU e tipo di macchina disponibili nella modalità e nella regione del piano, la sezione TPU più piccola (e il numero di sezioni) che raggiunge un obiettivo, con il suo costo all&apos;ora e se con essa il piano rispetta tutte le regole. Esce con 0 se l&apos;elenco viene prodotto, 1 se il piano non indica nulla da raggiungere o dove cercare, 2 con input inutilizzabile.</translation>
    </message>
    <message>
        <source>tpu-planner alternatives: give at most one of --target-chips, --target-hbm, --target-pflops</source>
        <translation>tpu-planner alternatives: indica al massimo uno tra --target-chips, --target-hbm, --target-pflops</translation>
    </message>
    <message>
        <source>tpu-planner alternatives: --%1 takes a whole positive number (got &quot;%2&quot;)</source>
        <translation>tpu-planner alternatives: --%1 accetta un numero intero positivo (ricevuto &quot;%2&quot;)</translation>
    </message>
    <message>
        <source>tpu-planner alternatives: --%1 takes a positive number (got &quot;%2&quot;)</source>
        <translation>tpu-planner alternatives: --%1 accetta un numero positivo (ricevuto &quot;%2&quot;)</translation>
    </message>
    <message>
        <source>tpu-planner alternatives: give exactly one plan file</source>
        <translation>tpu-planner alternatives: indica esattamente un file di piano</translation>
    </message>
    <message>
        <source>tpu-planner alternatives: %1</source>
        <translation>tpu-planner alternatives: %1</translation>
    </message>
    <message>
        <source> (uncertain)</source>
        <translation> (incerto)</translation>
    </message>
    <message>
        <source>custom: %1</source>
        <translation>personalizzata: %1</translation>
    </message>
    <message>
        <source>tpu-planner export: nothing was written (the folder keeps its previous files): %1</source>
        <translation>tpu-planner export: non è stato scritto nulla (la cartella conserva i file precedenti): %1</translation>
    </message>
    <message>
        <source>Also check the plan against the Google Cloud project it names: machine type offered in the zone, GKE version, reservation free capacity, TPU quota.</source>
        <translation>Verifica il piano anche rispetto al progetto Google Cloud che indica: disponibilità del tipo di macchina nella zona, versione GKE, capacità libera della prenotazione, quota TPU.</translation>
    </message>
    <message>
        <source>Service-account key file for --live (else GOOGLE_APPLICATION_CREDENTIALS, a key imported in the GUI, or gcloud&apos;s login).</source>
        <translation>File della chiave dell&apos;account di servizio per --live (altrimenti GOOGLE_APPLICATION_CREDENTIALS, una chiave importata nella GUI o l&apos;accesso gcloud).</translation>
    </message>
    <message>
        <source>Send every API call to this root instead of https://&lt;service&gt;.googleapis.com (also TPU_PLANNER_API_ROOT).</source>
        <translation>Invia ogni chiamata API a questo URL radice invece che a https://&lt;service&gt;.googleapis.com (anche TPU_PLANNER_API_ROOT).</translation>
    </message>
    <message>
        <source>tpu-planner check: %1</source>
        <translation>tpu-planner check: %1</translation>
    </message>
    <message>
        <source>
Checked live in project %1 with %2 at %3 UTC:
</source>
        <translation>
Verificato live nel progetto %1 con %2 il %3 UTC:
</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>(nessuno)</translation>
    </message>
    <message>
        <source>autopilot (default) or standard.</source>
        <translation>autopilot (predefinito) o standard.</translation>
    </message>
    <message>
        <source>tpu-planner new: %1 has no topology in %2 mode</source>
        <translation>tpu-planner new: %1 non ha topologie in modalità %2</translation>
    </message>
    <message>
        <source>tpu-planner new: %1 has no topology in %2 mode for %3</source>
        <translation>tpu-planner new: %1 non ha topologie in modalità %2 per %3</translation>
    </message>
    <message>
        <source>it would not read back unchanged</source>
        <translation>rileggendolo non risulterebbe identico</translation>
    </message>
    <message>
        <source>Replace project, cluster, reservation, node-pool, namespace, workload and image names with placeholders (project-1, ...).</source>
        <translation>Sostituisci i nomi di progetti, cluster, prenotazioni, pool di nodi, namespace, carichi di lavoro e immagini con segnaposto (project-1, ...).</translation>
    </message>
    <message>
        <source>PNG only: 1 (1920x1080, default) or 2 (3840x2160 for high-DPI).</source>
        <translation>Solo PNG: 1 (1920x1080, predefinito) o 2 (3840x2160 per schermi high-DPI).</translation>
    </message>
    <message>
        <source>PDF only: a4 or letter (default: from the locale).</source>
        <translation>Solo PDF: a4 o letter (predefinito: in base alle impostazioni locali).</translation>
    </message>
    <message>
        <source>Write a report of a plan: the plan in one line, the 3D topology, the summary, charts, quota, cost with the prices&apos; date and sources, every finding and the catalog version. Exit 0 when written, 1 when written but the plan has errors (the report says so on its first page), 2 on unusable input.</source>
        <translation>Scrivi un report di un piano: il piano in una riga, la topologia 3D, il riepilogo, i grafici, la quota, il costo con data e fonti dei prezzi, tutte le segnalazioni e la versione del catalogo. Esce con 0 se scritto, 1 se scritto ma il piano ha errori (il report lo indica nella prima pagina), 2 con input inutilizzabile.</translation>
    </message>
    <message>
        <source>tpu-planner report: give exactly one plan file</source>
        <translation>tpu-planner report: indica esattamente un file di piano</translation>
    </message>
    <message>
        <source>tpu-planner report: give -o FILE.pdf or -o FILE.png</source>
        <translation>tpu-planner report: indica -o FILE.pdf o -o FILE.png</translation>
    </message>
    <message>
        <source>tpu-planner report: --scale must be 1 or 2</source>
        <translation>tpu-planner report: --scale deve essere 1 o 2</translation>
    </message>
    <message>
        <source>tpu-planner report: --page-size must be a4 or letter</source>
        <translation>tpu-planner report: --page-size deve essere a4 o letter</translation>
    </message>
    <message>
        <source>tpu-planner report: %1</source>
        <translation>tpu-planner report: %1</translation>
    </message>
    <message>
        <source>tpu-planner report: the plan has errors; the report says so on its first page.</source>
        <translation>tpu-planner report: il piano ha errori; il report lo indica nella prima pagina.</translation>
    </message>
    <message>
        <source>tpu-planner export: --only names no export; give one or more of: %1</source>
        <translation>tpu-planner export: --only non indica alcuna esportazione; indicane una o più tra: %1</translation>
    </message>
    <message>
        <source>tpu-planner export: nothing was written: %1</source>
        <translation>tpu-planner export: non è stato scritto nulla: %1</translation>
    </message>
    <message>
        <source>The live checks gave no answer, so nothing was checked live.</source>
        <translation>I controlli live non hanno dato risposta, quindi nulla è stato verificato live.</translation>
    </message>
    <message>
        <source>The live checks did not finish within %1 s, so nothing was checked live.</source>
        <translation>I controlli live non sono terminati entro %1 s, quindi nulla è stato verificato live.</translation>
    </message>
    <message>
        <source>Check the network connection, any proxy and the API root, then check again.</source>
        <translation>Controlla la connessione di rete, eventuali proxy e la radice API, poi verifica di nuovo.</translation>
    </message>
    <message>
        <source>tpu-planner: unknown command &quot;%1&quot; (and no plan file of that name)</source>
        <translation>tpu-planner: comando &quot;%1&quot; sconosciuto (e nessun file di piano con quel nome)</translation>
    </message>
    <message>
        <source>tpu-planner: unknown command &quot;%1&quot;; did you mean %2?</source>
        <translation>tpu-planner: comando &quot;%1&quot; sconosciuto; forse intendevi %2?</translation>
    </message>
    <message>
        <source>Write the changed plan here instead of over PLAN.</source>
        <translation>Scrivi qui il piano modificato invece di sovrascrivere PLAN.</translation>
    </message>
    <message>
        <source>Use on-demand VMs.</source>
        <translation>Usa VM on demand.</translation>
    </message>
    <message>
        <source>Turn node pool autoscaling off.</source>
        <translation>Disattiva la scalabilità automatica del pool di nodi.</translation>
    </message>
    <message>
        <source>Do not queue with Kueue.</source>
        <translation>Non mettere in coda con Kueue.</translation>
    </message>
    <message>
        <source>The exports create the cluster.</source>
        <translation>Le esportazioni creano il cluster.</translation>
    </message>
    <message>
        <source>tpu-planner %1: %2</source>
        <translation>tpu-planner %1: %2</translation>
    </message>
    <message>
        <source>--mode must be autopilot or standard</source>
        <translation>--mode deve essere autopilot o standard</translation>
    </message>
    <message>
        <source>choose one of --existing-cluster and --new-cluster</source>
        <translation>scegli uno tra --existing-cluster e --new-cluster</translation>
    </message>
    <message>
        <source>unknown TPU version &quot;%1&quot;; the catalog has: %2</source>
        <translation>versione TPU &quot;%1&quot; sconosciuta; il catalogo ha: %2</translation>
    </message>
    <message>
        <source>--topology: %1</source>
        <translation>--topology: %1</translation>
    </message>
    <message>
        <source>--slices must be a whole number from 1 to %1</source>
        <translation>--slices deve essere un numero intero da 1 a %1</translation>
    </message>
    <message>
        <source>choose at most one of --on-demand, --spot, --flex-start, --reservation</source>
        <translation>scegli al massimo uno tra --on-demand, --spot, --flex-start, --reservation</translation>
    </message>
    <message>
        <source>choose one of --autoscaling and --no-autoscaling</source>
        <translation>scegli uno tra --autoscaling e --no-autoscaling</translation>
    </message>
    <message>
        <source>--autoscaling takes MIN:MAX, e.g. 0:4</source>
        <translation>--autoscaling accetta MIN:MAX, ad es. 0:4</translation>
    </message>
    <message>
        <source>--autoscaling MIN and MAX must be from 0 to %1</source>
        <translation>--autoscaling: MIN e MAX devono essere da 0 a %1</translation>
    </message>
    <message>
        <source>choose one of --kueue and --no-kueue</source>
        <translation>scegli uno tra --kueue e --no-kueue</translation>
    </message>
    <message>
        <source>Change a plan with the flags of `new`, mending later choices as the window does, and write it.</source>
        <translation>Modifica un piano con i flag di `new`, correggendo le scelte successive come fa la finestra, e scrivilo.</translation>
    </message>
    <message>
        <source>The plan file to change.</source>
        <translation>Il file del piano da modificare.</translation>
    </message>
    <message>
        <source>tpu-planner %1: --%2 &quot;%3&quot; %4; give the value without it</source>
        <translation>tpu-planner %1: --%2 &quot;%3&quot; %4; indica il valore senza</translation>
    </message>
    <message>
        <source>tpu-planner %1: the plan was not written: %2</source>
        <translation>tpu-planner %1: il piano non è stato scritto: %2</translation>
    </message>
    <message>
        <source>%1 × %2 slices</source>
        <translation>%1 × %2 sezioni TPU</translation>
    </message>
    <message>
        <source>tpu-planner edit: give exactly one plan file</source>
        <translation>tpu-planner edit: indica esattamente un file di piano</translation>
    </message>
    <message>
        <source>tpu-planner edit: %1 exists; use --force to overwrite it</source>
        <translation>tpu-planner edit: %1 esiste già; usa --force per sovrascriverlo</translation>
    </message>
    <message>
        <source>%1 is unchanged.</source>
        <translation>%1 è invariato.</translation>
    </message>
    <message>
        <source>Also changed, to keep the plan consistent:</source>
        <translation>Modificato anche, per mantenere il piano coerente:</translation>
    </message>
    <message>
        <source>--machine-type &quot;%1&quot; is not a %2 machine type; %2 has: %3</source>
        <translation>--machine-type &quot;%1&quot; non è un tipo di macchina %2; %2 ha: %3</translation>
    </message>
    <message>
        <source>choose at most one of --spot, --flex-start, --reservation</source>
        <translation>scegli al massimo uno tra --spot, --flex-start, --reservation</translation>
    </message>
    <message>
        <source>Catalog %1 (%2), built in</source>
        <translation>Catalogo %1 (%2), incorporato</translation>
    </message>
    <message>
        <source>Zone (default: the first zone the catalog lists for the TPU in a region it has a price for, US regions first).</source>
        <translation>Zona (predefinita: la prima zona che il catalogo elenca per la TPU in una regione di cui ha un prezzo, prima le regioni degli Stati Uniti).</translation>
    </message>
    <message>
        <source>light (default: for print), dark or high-contrast (black, white and yellow).</source>
        <translation>light (predefinito: per la stampa), dark o high-contrast (nero, bianco e giallo).</translation>
    </message>
    <message>
        <source>tpu-planner report: --theme must be light, dark or high-contrast</source>
        <translation>tpu-planner report: --theme deve essere light, dark o high-contrast</translation>
    </message>
    <message>
        <source>Fallback chain after the consumption above, in order (a GKE compute class): comma-separated reservation, on-demand, flex-start, spot; &quot;none&quot; clears it.</source>
        <translation>Catena di ripiego dopo il consumo indicato, in ordine (una compute class di GKE): reservation (prenotazione), on-demand, flex-start, spot separati da virgole; &quot;none&quot; la cancella.</translation>
    </message>
    <message>
        <source>With --then: scale up even when no step has capacity (whenUnsatisfiable: ScaleUpAnyway).</source>
        <translation>Con --then: scala anche quando nessun passo ha capacità (whenUnsatisfiable: ScaleUpAnyway).</translation>
    </message>
    <message>
        <source>--then takes reservation, on-demand, flex-start or spot, separated by commas (or none), not &quot;%1&quot;</source>
        <translation>--then accetta reservation (prenotazione), on-demand, flex-start o spot, separati da virgole (oppure none), non &quot;%1&quot;</translation>
    </message>
    <message>
        <source>--then takes at most 3 steps</source>
        <translation>--then accetta al massimo 3 passi</translation>
    </message>
    <message>
        <source>--reservation &quot;%1&quot;: %2</source>
        <translation>--reservation &quot;%1&quot;: %2</translation>
    </message>
    <message>
        <source>--quota &quot;%1&quot; is not LOCATION:METRIC:CHIPS, e.g. us-east5:TPU-V5P-per-project-region:512</source>
        <translation>--quota &quot;%1&quot; non è nella forma LUOGO:METRICA:CHIP, ad esempio us-east5:TPU-V5P-per-project-region:512</translation>
    </message>
    <message>
        <source>--quota &quot;%1&quot;: %2</source>
        <translation>--quota &quot;%1&quot;: %2</translation>
    </message>
    <message>
        <source>tpu-planner %1: %2 (see tpu-planner review --help)</source>
        <translation>tpu-planner %1: %2 (vedi tpu-planner review --help)</translation>
    </message>
    <message>
        <source>give the review file first</source>
        <translation>indica prima il file della revisione</translation>
    </message>
    <message>
        <source>%1 needs a file</source>
        <translation>%1 richiede un file</translation>
    </message>
    <message>
        <source>--plan needs a plan file</source>
        <translation>--plan richiede un file di piano</translation>
    </message>
    <message>
        <source>%1 belongs to the --plan before it; give --plan first</source>
        <translation>%1 appartiene al --plan che lo precede; indica prima --plan</translation>
    </message>
    <message>
        <source>%1 needs a value</source>
        <translation>%1 richiede un valore</translation>
    </message>
    <message>
        <source>--priority must be a whole number from 1 (first) to %1, not &quot;%2&quot;</source>
        <translation>--priority deve essere un numero intero da 1 (la prima) a %1, non &quot;%2&quot;</translation>
    </message>
    <message>
        <source>--period: %1</source>
        <translation>--period: %1</translation>
    </message>
    <message>
        <source>--catalog needs a file</source>
        <translation>--catalog richiede un file</translation>
    </message>
    <message>
        <source>--reservation needs [PROJECT/]NAME@ZONE:MACHINE_TYPE:VMS</source>
        <translation>--reservation richiede [PROGETTO/]NOME@ZONA:TIPO_MACCHINA:VM</translation>
    </message>
    <message>
        <source>reservation %1 is given twice</source>
        <translation>la prenotazione %1 è indicata due volte</translation>
    </message>
    <message>
        <source>--quota needs LOCATION:METRIC:CHIPS</source>
        <translation>--quota richiede LUOGO:METRICA:CHIP</translation>
    </message>
    <message>
        <source>quota %1 is given twice</source>
        <translation>la quota %1 è indicata due volte</translation>
    </message>
    <message>
        <source>--budget needs USD per month</source>
        <translation>--budget richiede USD al mese</translation>
    </message>
    <message>
        <source>--budget must be a number of USD per month from 0 to %1, not &quot;%2&quot;</source>
        <translation>--budget deve essere un importo in USD al mese da 0 a %1, non &quot;%2&quot;</translation>
    </message>
    <message>
        <source>unknown option or argument &quot;%1&quot;</source>
        <translation>opzione o argomento &quot;%1&quot; sconosciuto</translation>
    </message>
    <message>
        <source>give -o REVIEW</source>
        <translation>indica -o REVISIONE</translation>
    </message>
    <message>
        <source>nothing to add: give --plan, --reservation, --quota or --budget</source>
        <translation>niente da aggiungere: indica --plan, --reservation, --quota o --budget</translation>
    </message>
    <message>
        <source>a review holds at most %1 requests</source>
        <translation>una revisione contiene al massimo %1 richieste</translation>
    </message>
    <message>
        <source>--plan %1 has no --team after it</source>
        <translation>--plan %1 non è seguito da --team</translation>
    </message>
    <message>
        <source>--plan %1 has no --priority after it</source>
        <translation>--plan %1 non è seguito da --priority</translation>
    </message>
    <message>
        <source>--plan %1: %2</source>
        <translation>--plan %1: %2</translation>
    </message>
    <message>
        <source>tpu-planner %1: give exactly one review file</source>
        <translation>tpu-planner %1: indica esattamente un file di revisione</translation>
    </message>
    <message>
        <source>The review file.</source>
        <translation>Il file della revisione.</translation>
    </message>
    <message>
        <source>Export even if requests have errors (they are listed at the top of each of their files).</source>
        <translation>Esporta anche se alcune richieste hanno errori (sono elencati in cima a ciascuno dei loro file).</translation>
    </message>
    <message>
        <source>Export a review: each request&apos;s files in its own folder and kueue.yaml for the whole review. Exit 0 when written, 1 when a request has errors (nothing written without --force), 2 on unusable input.</source>
        <translation>Esporta una revisione: i file di ogni richiesta nella sua cartella e kueue.yaml per l&apos;intera revisione. Esce con 0 quando scritti, 1 quando una richiesta ha errori (nulla viene scritto senza --force), 2 con input inutilizzabile.</translation>
    </message>
    <message>
        <source>tpu-planner review export: give --out DIR</source>
        <translation>tpu-planner review export: indica --out CARTELLA</translation>
    </message>
    <message>
        <source>Request %1 (%2, %3) has errors:</source>
        <translation>La richiesta %1 (%2, %3) ha errori:</translation>
    </message>
    <message>
        <source>tpu-planner review export: nothing was written (use --force to export anyway)</source>
        <translation>tpu-planner review export: non è stato scritto nulla (usa --force per esportare comunque)</translation>
    </message>
    <message>
        <source>tpu-planner review export: %1</source>
        <translation>tpu-planner review export: %1</translation>
    </message>
    <message>
        <source>tpu-planner review export: nothing was written: %1</source>
        <translation>tpu-planner review export: non è stato scritto nulla: %1</translation>
    </message>
    <message>
        <source>Note: %1 does not name a whole slice; it has no Kueue quota.</source>
        <translation>Nota: %1 non indica una sezione TPU intera; non ha quota Kueue.</translation>
    </message>
    <message>
        <source>tpu-planner: warning: %1</source>
        <translation>tpu-planner: avviso: %1</translation>
    </message>
    <message>
        <source>List what the catalog knows. WHAT is one of: versions, machine-types, topologies, zones; or refresh: read the project&apos;s zones, GKE versions and prices into the live overlay.</source>
        <translation>Elenca ciò che il catalogo conosce. WHAT è uno tra: versions, machine-types, topologies, zones; oppure refresh: legge zone, versioni GKE e prezzi del progetto nell&apos;overlay live.</translation>
    </message>
    <message>
        <source>versions | machine-types | topologies | zones | refresh</source>
        <translation>versions | machine-types | topologies | zones | refresh</translation>
    </message>
    <message>
        <source>Connect with --credentials FILE or run &quot;gcloud auth login&quot;.</source>
        <translation>Connettiti con --credentials FILE o esegui &quot;gcloud auth login&quot;.</translation>
    </message>
    <message>
        <source>gcloud said (quoted below).</source>
        <translation>gcloud ha risposto (citato sotto).</translation>
    </message>
    <message>
        <source>    gcloud said:
</source>
        <translation>    gcloud ha risposto:
</translation>
    </message>
    <message>
        <source>gcloud did not answer.</source>
        <translation>gcloud non ha risposto.</translation>
    </message>
    <message>
        <source>refresh: service-account key file (else GOOGLE_APPLICATION_CREDENTIALS, a key imported in the GUI for --project, or gcloud&apos;s login).</source>
        <translation>refresh: file della chiave dell&apos;account di servizio (altrimenti GOOGLE_APPLICATION_CREDENTIALS, una chiave importata nella GUI per --project, o il login di gcloud).</translation>
    </message>
    <message>
        <source>refresh: send every API call to this root instead of https://&lt;service&gt;.googleapis.com (also TPU_PLANNER_API_ROOT).</source>
        <translation>refresh: invia ogni chiamata API a questa radice invece di https://&lt;service&gt;.googleapis.com (anche TPU_PLANNER_API_ROOT).</translation>
    </message>
    <message>
        <source>refresh: the Google Cloud project to read (else the key&apos;s project).</source>
        <translation>refresh: il progetto Google Cloud da leggere (altrimenti quello della chiave).</translation>
    </message>
    <message>
        <source>%1: name the project with --project.</source>
        <translation>%1: indica il progetto con --project.</translation>
    </message>
    <message>
        <source>%1: the refresh did not finish; nothing was written.</source>
        <translation>%1: l&apos;aggiornamento non è terminato; non è stato scritto nulla.</translation>
    </message>
    <message>
        <source>not read</source>
        <translation>non letto</translation>
    </message>
    <message>
        <source>Catalog refreshed from project %1 (%2):
</source>
        <translation>Catalogo aggiornato dal progetto %1 (%2):
</translation>
    </message>
    <message>
        <source>  Zones:        %1 — %2
</source>
        <translation>  Zone:         %1 — %2
</translation>
    </message>
    <message numerus="yes">
        <source>%n zone offer(s) for %1 machine types</source>
        <translation>
            <numerusform>%n offerta di zona per %1 tipi di macchina</numerusform>
            <numerusform>%n offerte di zona per %1 tipi di macchina</numerusform>
        </translation>
    </message>
    <message>
        <source>  GKE versions: %1 — %2
</source>
        <translation>  Versioni GKE: %1 — %2
</translation>
    </message>
    <message numerus="yes">
        <source>%n region(s)</source>
        <translation>
            <numerusform>%n regione</numerusform>
            <numerusform>%n regioni</numerusform>
        </translation>
    </message>
    <message>
        <source>  Prices:       %1 — %2
</source>
        <translation>  Prezzi:       %1 — %2
</translation>
    </message>
    <message numerus="yes">
        <source>%n price(s) in %1 regions</source>
        <translation>
            <numerusform>%n prezzo in %1 regioni</numerusform>
            <numerusform>%n prezzi in %1 regioni</numerusform>
        </translation>
    </message>
    <message>
        <source>  Not read (%1): %2
</source>
        <translation>  Non letto (%1): %2
</translation>
    </message>
    <message>
        <source>  TPU SKUs not matched to the catalog (not used): %1
</source>
        <translation>  SKU TPU non abbinati al catalogo (non usati): %1
</translation>
    </message>
    <message>
        <source>Nothing was read, so nothing was written; the built-in catalog is used.
</source>
        <translation>Non è stato letto nulla, quindi non è stato scritto nulla; si usa il catalogo integrato.
</translation>
    </message>
    <message>
        <source>Written to %1; every command and the window use it until it is refreshed or dropped.
</source>
        <translation>Scritto in %1; ogni comando e la finestra lo usano finché non viene aggiornato o eliminato.
</translation>
    </message>
    <message>
        <source>Comma-separated subset of: manifests, gcloud, kueue, terraform, summary.</source>
        <translation>Sottoinsieme separato da virgole di: manifests, gcloud, kueue, terraform, summary.</translation>
    </message>
    <message>
        <source>Export a plan: manifests.yaml, gcloud.sh, kueue.yaml (when the plan uses Kueue), terraform/ (main.tf, variables.tf, versions.tf) and summary.json. Exit 0 when written, 1 when the plan has errors (nothing written without --force), 2 on unusable input.</source>
        <translation>Esporta un piano: manifests.yaml, gcloud.sh, kueue.yaml (quando il piano usa Kueue), terraform/ (main.tf, variables.tf, versions.tf) e summary.json. Esce con 0 quando scritti, 1 quando il piano ha errori (nulla viene scritto senza --force), 2 con input inutilizzabile.</translation>
    </message>
    <message>
        <source>What runs: training (Job / JobSet), serving (Deployment / LeaderWorkerSet) or ray (RayCluster); the kind follows the slice (default training).</source>
        <translation>Cosa viene eseguito: training (Job / JobSet), serving (Deployment / LeaderWorkerSet) o ray (RayCluster); il tipo segue la sezione (predefinito training).</translation>
    </message>
    <message>
        <source>job, deployment, jobset, indexed-job, leaderworkerset or raycluster (default: job single-host, jobset multi-host).</source>
        <translation>job, deployment, jobset, indexed-job, leaderworkerset o raycluster (predefinito: job su host singolo, jobset multi-host).</translation>
    </message>
    <message>
        <source>Serving: the container port the Service sends requests to (default 8000).</source>
        <translation>Serving: la porta del container a cui il Service invia le richieste (predefinita 8000).</translation>
    </message>
    <message>
        <source>choose one of --workload and --workload-kind</source>
        <translation>scegli uno tra --workload e --workload-kind</translation>
    </message>
    <message>
        <source>--workload must be training, serving or ray</source>
        <translation>--workload deve essere training, serving o ray</translation>
    </message>
    <message>
        <source>--workload-kind must be one of: %1</source>
        <translation>--workload-kind deve essere uno tra: %1</translation>
    </message>
    <message>
        <source>--serving-port must be a port number from 1 to 65535</source>
        <translation>--serving-port deve essere un numero di porta da 1 a 65535</translation>
    </message>
    <message>
        <source>tpu-planner report: --page is for a review&apos;s PNG report (REVIEW.tpureview -o FILE.png)</source>
        <translation>tpu-planner report: --page vale per il report PNG di una revisione (REVIEW.tpureview -o FILE.png)</translation>
    </message>
    <message>
        <source>tpu-planner report: --page must be a page number from 1</source>
        <translation>tpu-planner report: --page deve essere un numero di pagina da 1 in su</translation>
    </message>
    <message>
        <source>tpu-planner review: say new, add, check, export or capacity</source>
        <translation>tpu-planner review: indica new, add, check, export o capacity</translation>
    </message>
    <message>
        <source>The Google Cloud project whose TPU reservations and quota to read (else the key&apos;s project).</source>
        <translation>Il progetto Google Cloud di cui leggere prenotazioni e quota TPU (altrimenti il progetto della chiave).</translation>
    </message>
    <message>
        <source>The review&apos;s reservations and quota become what was read (the budget stays); without it, each entry read takes the place of the review&apos;s entry with its id and the others stay.</source>
        <translation>Le prenotazioni e la quota della revisione diventano ciò che è stato letto (il budget resta); senza questa opzione, ogni voce letta prende il posto della voce della revisione con lo stesso id e le altre restano.</translation>
    </message>
    <message>
        <source>Service-account key file (else GOOGLE_APPLICATION_CREDENTIALS, a key imported in the GUI for the project, or gcloud&apos;s login).</source>
        <translation>File della chiave dell&apos;account di servizio (altrimenti GOOGLE_APPLICATION_CREDENTIALS, una chiave importata nella GUI per il progetto, o l&apos;accesso di gcloud).</translation>
    </message>
    <message>
        <source>Read the TPU reservations and quota a project holds into a review, each entry marked as read from the project. Exit 0 when every API answered, 1 when some did not (what was read is saved), 2 on unusable input or when nothing was read.</source>
        <translation>Legge in una revisione le prenotazioni e la quota TPU di un progetto, con ogni voce segnata come letta dal progetto. Esce con 0 quando ogni API ha risposto, 1 quando alcune no (ciò che è stato letto viene salvato), 2 con input inutilizzabile o quando non è stato letto nulla.</translation>
    </message>
    <message>
        <source>%1: give exactly one review file</source>
        <translation>%1: indica esattamente un file di revisione</translation>
    </message>
    <message>
        <source>%1: project &quot;%2&quot; %3</source>
        <translation>%1: il progetto &quot;%2&quot; %3</translation>
    </message>
    <message>
        <source>%1: name the project with --from-project.</source>
        <translation>%1: indica il progetto con --from-project.</translation>
    </message>
    <message>
        <source>%1: the reading did not finish; the review is unchanged.</source>
        <translation>%1: la lettura non è terminata; la revisione è invariata.</translation>
    </message>
    <message>
        <source>%1: not read: %2</source>
        <translation>%1: non letto: %2</translation>
    </message>
    <message>
        <source>%1: left out: %2</source>
        <translation>%1: escluso: %2</translation>
    </message>
    <message>
        <source>%1: project %2 holds no TPU reservation or quota that could be read; the review is unchanged.</source>
        <translation>%1: il progetto %2 non ha prenotazioni o quote TPU leggibili; la revisione è invariata.</translation>
    </message>
    <message>
        <source> (%1 in use)</source>
        <translation> (%1 in uso)</translation>
    </message>
    <message>
        <source> (usage not known)</source>
        <translation> (uso non noto)</translation>
    </message>
    <message>
        <source>; the metric name is uncertain: %1</source>
        <translation>; il nome della metrica è incerto: %1</translation>
    </message>
    <message>
        <source>Left out: %1</source>
        <translation>Escluso: %1</translation>
    </message>
    <message>
        <source>Replaced the capacity of %1 with what project %2 holds (read at %3 UTC).</source>
        <translation>Sostituita la capacità di %1 con ciò che ha il progetto %2 (letto alle %3 UTC).</translation>
    </message>
    <message>
        <source>Merged into %1 what project %2 holds (read at %3 UTC).</source>
        <translation>Unito in %1 ciò che ha il progetto %2 (letto alle %3 UTC).</translation>
    </message>
    <message>
        <source>Turn --%1 off.</source>
        <translation>Disattiva --%1.</translation>
    </message>
    <message>
        <source>choose one of --%1 and --%2</source>
        <translation>scegli una sola tra --%1 e --%2</translation>
    </message>
    <message>
        <source>Nothing was checked live.</source>
        <translation>Non è stato verificato nulla dal vivo.</translation>
    </message>
    <message>
        <source>Not connected: no access token within %1 s.</source>
        <translation>Non connesso: nessun token di accesso entro %1 s.</translation>
    </message>
    <message>
        <source>A preset: llama-3-8b, llama-3-70b, llama-3-405b, gemma-3-27b.</source>
        <translation>Un modello predefinito: llama-3-8b, llama-3-70b, llama-3-405b, gemma-3-27b.</translation>
    </message>
    <message>
        <source>Parameters (70e9, 70B); with an architecture it replaces the count.</source>
        <translation>Parametri (70e9, 70B); con un’architettura sostituisce il conteggio.</translation>
    </message>
    <message>
        <source>Architecture: layers L.</source>
        <translation>Architettura: strati L.</translation>
    </message>
    <message>
        <source>Architecture: model dimension D.</source>
        <translation>Architettura: dimensione del modello D.</translation>
    </message>
    <message>
        <source>Architecture: MLP dimension F (gated MLP, 3 matrices).</source>
        <translation>Architettura: dimensione dell’MLP F (MLP con gate, 3 matrici).</translation>
    </message>
    <message>
        <source>Architecture: query heads N.</source>
        <translation>Architettura: teste di query N.</translation>
    </message>
    <message>
        <source>Architecture: key/value heads K.</source>
        <translation>Architettura: teste chiave/valore K.</translation>
    </message>
    <message>
        <source>Architecture: head dimension H.</source>
        <translation>Architettura: dimensione delle teste H.</translation>
    </message>
    <message>
        <source>Architecture: vocabulary V.</source>
        <translation>Architettura: vocabolario V.</translation>
    </message>
    <message>
        <source>Architecture: one embedding matrix for input and output.</source>
        <translation>Architettura: una sola matrice di embedding per ingresso e uscita.</translation>
    </message>
    <message>
        <source>Size training (with --serve: both; neither: both).</source>
        <translation>Dimensiona l’addestramento (con --serve: entrambi; senza nessuno dei due: entrambi).</translation>
    </message>
    <message>
        <source>Training tokens (15T).</source>
        <translation>Token di addestramento (15T).</translation>
    </message>
    <message>
        <source>Training: global batch in tokens (default 4M).</source>
        <translation>Addestramento: batch globale in token (predefinito 4M).</translation>
    </message>
    <message>
        <source>Training: activations saved per layer (default 4, the book&apos;s).</source>
        <translation>Addestramento: attivazioni salvate per strato (predefinito 4, come nel libro).</translation>
    </message>
    <message>
        <source>Training: sequence length, for the attention FLOPs (default 8192).</source>
        <translation>Addestramento: lunghezza della sequenza, per i FLOP dell’attenzione (predefinita 8192).</translation>
    </message>
    <message>
        <source>Assumed model FLOPs utilisation, 0 to 1 (default 0.4).</source>
        <translation>Utilizzo dei FLOP del modello (MFU) ipotizzato, da 0 a 1 (predefinito 0,4).</translation>
    </message>
    <message>
        <source>Size serving.</source>
        <translation>Dimensiona il serving.</translation>
    </message>
    <message>
        <source>Serving: tokens cached per sequence (default 8192).</source>
        <translation>Serving: token in cache per sequenza (predefinito 8192).</translation>
    </message>
    <message>
        <source>Serving: concurrent sequences (default 1).</source>
        <translation>Serving: sequenze simultanee (predefinito 1).</translation>
    </message>
    <message>
        <source>Serving: weights precision bf16, int8 or int4 (default bf16).</source>
        <translation>Serving: precisione dei pesi bf16, int8 o int4 (predefinita bf16).</translation>
    </message>
    <message>
        <source>Serving: KV cache precision bf16 or int8 (default bf16).</source>
        <translation>Serving: precisione della cache KV bf16 o int8 (predefinita bf16).</translation>
    </message>
    <message>
        <source>Serving: tokens/s to reach; says how many replicas it takes.</source>
        <translation>Serving: token/s da raggiungere; indica quante repliche servono.</translation>
    </message>
    <message>
        <source>Size for this TPU version only.</source>
        <translation>Dimensiona solo per questa versione TPU.</translation>
    </message>
    <message>
        <source>The chips the times are for (default: the minimum, or the smallest slice).</source>
        <translation>I chip a cui si riferiscono i tempi (predefinito: il minimo, o la sezione TPU più piccola).</translation>
    </message>
    <message>
        <source>Size for this plan&apos;s TPU version and slices.</source>
        <translation>Dimensiona per la versione TPU e le sezioni TPU di questo piano.</translation>
    </message>
    <message>
        <source>Write the plan of the cheapest slice that holds the model.</source>
        <translation>Scrive il piano della sezione TPU più economica che contiene il modello.</translation>
    </message>
    <message>
        <source>Overwrite an existing -o file.</source>
        <translation>Sovrascrive un file -o esistente.</translation>
    </message>
    <message>
        <source>tpu-planner size: %1</source>
        <translation>tpu-planner size: %1</translation>
    </message>
    <message>
        <source>--%1 takes a positive number such as 70e9, 15T, 4M or 8192 (got &quot;%2&quot;)</source>
        <translation>--%1 accetta un numero positivo come 70e9, 15T, 4M o 8192 (ricevuto &quot;%2&quot;)</translation>
    </message>
    <message>
        <source>give --model or the architecture flags, not both</source>
        <translation>indica --model o le opzioni dell’architettura, non entrambi</translation>
    </message>
    <message>
        <source>unknown model &quot;%1&quot;; the presets are: %2</source>
        <translation>modello &quot;%1&quot; sconosciuto; i modelli predefiniti sono: %2</translation>
    </message>
    <message>
        <source>the architecture needs every one of --layers, --d-model, --ffn, --heads, --kv-heads, --head-dim, --vocab; missing: %1</source>
        <translation>l’architettura richiede tutte le opzioni --layers, --d-model, --ffn, --heads, --kv-heads, --head-dim, --vocab; mancano: %1</translation>
    </message>
    <message>
        <source>--kv-heads (%1) cannot exceed --heads (%2)</source>
        <translation>--kv-heads (%1) non può superare --heads (%2)</translation>
    </message>
    <message>
        <source>custom architecture</source>
        <translation>architettura personalizzata</translation>
    </message>
    <message>
        <source>give --model NAME, --params N or the architecture (--layers --d-model --ffn --heads --kv-heads --head-dim --vocab)</source>
        <translation>indica --model NOME, --params N o l’architettura (--layers --d-model --ffn --heads --kv-heads --head-dim --vocab)</translation>
    </message>
    <message>
        <source>%1 parameters</source>
        <translation>%1 parametri</translation>
    </message>
    <message>
        <source>--mfu takes a fraction above 0 and at most 1, such as 0.4 (got &quot;%1&quot;)</source>
        <translation>--mfu accetta una frazione maggiore di 0 e al massimo 1, come 0.4 (ricevuto &quot;%1&quot;)</translation>
    </message>
    <message>
        <source>--weights takes bf16, int8 or int4</source>
        <translation>--weights accetta bf16, int8 o int4</translation>
    </message>
    <message>
        <source>--kv takes bf16 or int8</source>
        <translation>--kv accetta bf16 o int8</translation>
    </message>
    <message>
        <source>give --chips or --plan, not both</source>
        <translation>indica --chips o --plan, non entrambi</translation>
    </message>
    <message>
        <source>%1 does not name a whole slice (TPU version, machine type and topology)</source>
        <translation>%1 non indica una sezione TPU intera (versione TPU, tipo di macchina e topologia)</translation>
    </message>
    <message>
        <source>--tpu %1 is not the plan&apos;s TPU version (%2)</source>
        <translation>--tpu %1 non è la versione TPU del piano (%2)</translation>
    </message>
    <message>
        <source>the catalog has no chip figures for %1</source>
        <translation>il catalogo non ha i dati dei chip per %1</translation>
    </message>
    <message>
        <source>tpu-planner size: no plan could be started for -o</source>
        <translation>tpu-planner size: non è stato possibile iniziare un piano per -o</translation>
    </message>
    <message>
        <source>tpu-planner size: no slice the catalog offers holds it, so no plan was written</source>
        <translation>tpu-planner size: nessuna sezione TPU offerta dal catalogo lo contiene, quindi nessun piano è stato scritto</translation>
    </message>
    <message>
        <source>tpu-planner size: the plan was not written: %1</source>
        <translation>tpu-planner size: il piano non è stato scritto: %1</translation>
    </message>
    <message>
        <source>%1 %2 %3 in %4, %5</source>
        <translation>%1 %2 %3 in %4, %5</translation>
    </message>
    <message>
        <source>%1 USD/hour (%2)</source>
        <translation>%1 USD/ora (%2)</translation>
    </message>
    <message>
        <source>cost unknown</source>
        <translation>costo sconosciuto</translation>
    </message>
    <message>
        <source>Estimate what a model needs to train or serve on each TPU version: memory, chips, time, tokens/s, with the arithmetic of How to Scale Your Model. Exit 0 when sized (and it fits the given chips or plan), 1 when it does not fit them or no slice holds it, 2 on unusable input.</source>
        <translation>Stima ciò che serve a un modello per l’addestramento o il serving su ogni versione TPU: memoria, chip, tempo, token/s, con i calcoli di How to Scale Your Model. Esce con 0 quando il dimensionamento è fatto (e rientra nei chip o nel piano indicati), 1 quando non vi rientra o nessuna sezione TPU lo contiene, 2 con input inutilizzabile.</translation>
    </message>
    <message>
        <source>tpu-planner size: unexpected argument &quot;%1&quot;</source>
        <translation>tpu-planner size: argomento inatteso &quot;%1&quot;</translation>
    </message>
    <message>
        <source>tpu-planner size: %1 exists; use --force to overwrite it</source>
        <translation>tpu-planner size: %1 esiste; usa --force per sovrascriverlo</translation>
    </message>
    <message>
        <source>%1%2 = %3
%1    = %4 = %5  [%6]
</source>
        <translation>%1%2 = %3
%1    = %4 = %5  [%6]
</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>sconosciuto</translation>
    </message>
    <message>
        <source>Training (estimate): %1 tokens, global batch %2 tokens, %3 checkpoints per layer, MFU %4 %
</source>
        <translation>Addestramento (stima): %1 token, batch globale di %2 token, %3 checkpoint per strato, MFU %4 %
</translation>
    </message>
    <message>
        <source>(no --tokens: no time)</source>
        <translation>(senza --tokens: nessun tempo)</translation>
    </message>
    <message>
        <source>  Conventions (How to Scale Your Model, parts 4-6): 6 · P FLOPs per token, bf16 parameters (2 bytes), Adam in fp32 (8 bytes, no separate gradient buffer), saved activations 2 · D bytes per token per checkpoint.
</source>
        <translation>  Convenzioni (How to Scale Your Model, parti 4-6): 6 · P FLOP per token, parametri in bf16 (2 byte), Adam in fp32 (8 byte, nessun buffer separato per i gradienti), attivazioni salvate 2 · D byte per token per checkpoint.
</translation>
    </message>
    <message>
        <source>  Activations are not counted: they need the architecture (--model or --layers and --d-model).
</source>
        <translation>  Le attivazioni non sono contate: richiedono l’architettura (--model o --layers e --d-model).
</translation>
    </message>
    <message>
        <source>  Attention adds %1 % to 6 · P at this sequence length: the FLOPs and times below leave it out.
</source>
        <translation>  L’attenzione aggiunge il %1 % a 6 · P con questa lunghezza di sequenza: i FLOP e i tempi qui sotto non la includono.
</translation>
    </message>
    <message>
        <source>  %1 (%2 HBM per chip): minimum chips %3</source>
        <translation>  %1 (%2 di HBM per chip): chip minimi %3</translation>
    </message>
    <message>
        <source> (the minimum)</source>
        <translation> (il minimo)</translation>
    </message>
    <message>
        <source>compute-bound</source>
        <translation>limitato dal calcolo</translation>
    </message>
    <message>
        <source>communication-bound</source>
        <translation>limitato dalla comunicazione</translation>
    </message>
    <message>
        <source>bound unknown (no ICI figure per link)</source>
        <translation>limite sconosciuto (nessun valore ICI per collegamento)</translation>
    </message>
    <message>
        <source>Serving (estimate): weights %1, KV cache %2, context %3 tokens, batch %4 sequences, prefill MFU %5 %
</source>
        <translation>Serving (stima): pesi %1, cache KV %2, contesto di %3 token, batch di %4 sequenze, MFU del prefill %5 %
</translation>
    </message>
    <message>
        <source>  Conventions (How to Scale Your Model, parts 7-8): the slice holds weights and KV cache; a decode step reads them all once (a lower bound), prefill runs at the assumed MFU.
</source>
        <translation>  Convenzioni (How to Scale Your Model, parti 7-8): la sezione TPU contiene pesi e cache KV; un passo di decodifica li legge tutti una volta (un limite inferiore), il prefill gira all’MFU ipotizzato.
</translation>
    </message>
    <message>
        <source>  The KV cache is not counted: it needs the architecture (--model or every architecture flag).
</source>
        <translation>  La cache KV non è contata: richiede l’architettura (--model o tutte le opzioni dell’architettura).
</translation>
    </message>
    <message>
        <source>  %1 (%2 HBM per chip): minimum chips %3; smallest slice %4</source>
        <translation>  %1 (%2 di HBM per chip): chip minimi %3; sezione TPU più piccola %4</translation>
    </message>
    <message>
        <source>multi-host</source>
        <translation>multi-host</translation>
    </message>
    <message>
        <source>single-host</source>
        <translation>a host singolo</translation>
    </message>
    <message>
        <source>none listed holds it</source>
        <translation>nessuna di quelle elencate lo contiene</translation>
    </message>
    <message>
        <source>ESTIMATE, not a measurement: the catalog&apos;s published chip figures and How to Scale Your Model&apos;s formulas (jax-ml.github.io/scaling-book).
</source>
        <translation>STIMA, non una misura: i dati pubblicati dei chip nel catalogo e le formule di How to Scale Your Model (jax-ml.github.io/scaling-book).
</translation>
    </message>
    <message>
        <source>Model: %1, %2 parameters
</source>
        <translation>Modello: %1, %2 parametri
</translation>
    </message>
    <message>
        <source>  P = 3·D·F·L + 2·D·H·(N+K)·L + %1·D·V = %2 (MLP) + %3 (attention) + %4 (embeddings) = %5  [How to Scale Your Model, part 4]
</source>
        <translation>  P = 3·D·F·L + 2·D·H·(N+K)·L + %1·D·V = %2 (MLP) + %3 (attenzione) + %4 (embedding) = %5  [How to Scale Your Model, parte 4]
</translation>
    </message>
    <message>
        <source>  Not modelled: %1
</source>
        <translation>  Non modellato: %1
</translation>
    </message>
    <message>
        <source>Wrote %1: %2
</source>
        <translation>Scritto %1: %2
</translation>
    </message>
    <message>
        <source>%1 (the plan the link %2 points to)</source>
        <translation>%1 (il piano a cui punta il collegamento %2)</translation>
    </message>
    <message>
        <source>tpu-planner edit: %1</source>
        <translation>tpu-planner edit: %1</translation>
    </message>
    <message>
        <source>%1: the review would hold %2 reservations; a review holds at most %3. The review is unchanged: use --replace, or remove reservations from it first.</source>
        <translation>%1: la revisione conterrebbe %2 prenotazioni; una revisione ne contiene al massimo %3. La revisione è invariata: usa --replace, oppure rimuovi prima alcune prenotazioni.</translation>
    </message>
    <message>
        <source>%1: the review would hold %2 quotas; a review holds at most %3. The review is unchanged: use --replace, or remove quotas from it first.</source>
        <translation>%1: la revisione conterrebbe %2 quote; una revisione ne contiene al massimo %3. La revisione è invariata: usa --replace, oppure rimuovi prima alcune quote.</translation>
    </message>
    <message>
        <source>The month of the totals per region, TPU version and capacity class (default: the busiest).</source>
        <translation>Il mese dei totali per regione, versione TPU e classe di capacità (predefinito: il più carico).</translation>
    </message>
    <message>
        <source>tpu-planner review check: --month &quot;%1&quot; is not a month like 2026-03</source>
        <translation>tpu-planner review check: --month &quot;%1&quot; non è un mese come 2026-03</translation>
    </message>
    <message>
        <source>tpu-planner review new: %1 exists; use --force to replace it (or review add to add to it)</source>
        <translation>tpu-planner review new: %1 esiste già; usa --force per sostituirlo (o review add per aggiungervi)</translation>
    </message>
    <message>
        <source>%1: %2; %3</source>
        <translation>%1: %2; %3</translation>
    </message>
    <message>
        <source>the previous overlay %1 is kept as it was</source>
        <translation>l’overlay precedente %1 è conservato com’era</translation>
    </message>
    <message>
        <source>no overlay was written</source>
        <translation>non è stato scritto alcun overlay</translation>
    </message>
    <message>
        <source>tpu-planner %1: %2 %3: %4; nothing was written</source>
        <translation>tpu-planner %1: %2 %3: %4; non è stato scritto nulla</translation>
    </message>
    <message>
        <source>tpu-planner %1: warning: %2 %3: %4</source>
        <translation>tpu-planner %1: avviso: %2 %3: %4</translation>
    </message>
    <message>
        <source>  The plan has %1 slices: each serves as one replica, so its tokens/s are %1 times those of one slice above.
</source>
        <translation>  Il piano ha %1 sezioni TPU: ognuna serve come una replica, quindi i suoi token/s sono %1 volte quelli di una sezione indicati sopra.
</translation>
    </message>
    <message>
        <source>The report file: FILE.pdf (pages to print or share) or FILE.png (one 1920x1080 overview for a slide; a review&apos;s report writes 1920x1080 slides: FILE.png, FILE-2.png, ...).</source>
        <translation>Il file del report: FILE.pdf (pagine da stampare o condividere) o FILE.png (una panoramica 1920x1080 per una diapositiva; il report di una revisione scrive diapositive 1920x1080: FILE.png, FILE-2.png, ...).</translation>
    </message>
    <message>
        <source>A review&apos;s PNG only: write slide N alone (1 is the overview) into FILE.png.</source>
        <translation>Solo per il PNG di una revisione: scrive soltanto la diapositiva N (1 è la panoramica) in FILE.png.</translation>
    </message>
    <message>
        <source>custom %1</source>
        <translation>personalizzata %1</translation>
    </message>
    <message>
        <source>%1 is the filesystem root, the home folder or a top-level folder</source>
        <translation>%1 è la radice del file system, la cartella home o una cartella di primo livello</translation>
    </message>
    <message>
        <source>%1 is not empty and is not an earlier export of this plan (no summary.json of the same project and cluster)</source>
        <translation>%1 non è vuota e non è un’esportazione precedente di questo piano (nessun summary.json dello stesso progetto e cluster)</translation>
    </message>
    <message>
        <source>; the export would replace its %1</source>
        <translation>; l’esportazione sostituirebbe i suoi file %1</translation>
    </message>
    <message>
        <source>. Choose an empty folder, or use --force to write into it anyway.</source>
        <translation>. Scegli una cartella vuota, oppure usa --force per scriverci comunque.</translation>
    </message>
    <message>
        <source>Export even if the plan has errors (they are listed at the top of each file), or into a folder that is not empty and not an earlier export of this plan.</source>
        <translation>Esporta anche se il piano ha errori (sono elencati in cima a ogni file), o in una cartella che non è vuota e non è un’esportazione precedente di questo piano.</translation>
    </message>
    <message>
        <source>Wrote %1 (replacing a file that was not from an export of this plan)</source>
        <translation>Scritto %1 (sostituendo un file che non proveniva da un’esportazione di questo piano)</translation>
    </message>
    <message>
        <source>Usage: tpu-planner [PLAN]                 start the GUI (optionally opening PLAN)
       tpu-planner catalog versions|machine-types|topologies|zones [--format table|json]
       tpu-planner catalog refresh [--credentials FILE] [--api-root URL] [--project P]
       tpu-planner new -o PLAN --tpu VERSION [options]
       tpu-planner edit PLAN [the options of new] [-o OUT]
       tpu-planner check PLAN [--format text|json] [--live [--credentials FILE] [--api-root URL]]
       tpu-planner summary PLAN [--format text|json]
       tpu-planner export PLAN --out DIR|--stdout [--only manifests,gcloud,kueue,terraform,summary,apply] [--force]
       tpu-planner report PLAN -o FILE.pdf|FILE.png [--mask] [--theme light|dark|high-contrast] [--scale 2]
       tpu-planner report REVIEW.tpureview -o FILE.pdf|FILE.png [--page N] (a PNG per page: FILE.png, FILE-2.png, ...)
       tpu-planner alternatives PLAN [--target-chips N | --target-hbm GIB | --target-pflops X]
                                [--any-region] [--format table|json]
       tpu-planner review new|add|check|export|capacity REVIEW ... (tpu-planner review --help)
       tpu-planner size (--model NAME | --params N | --layers L --d-model D --ffn F --heads N
                        --kv-heads K --head-dim H --vocab V) [--train [--tokens T] [--batch-tokens B]
                        [--checkpoints-per-layer C] [--mfu M]] [--serve [--context T] [--batch B]
                        [--weights bf16|int8|int4] [--kv bf16|int8]] [--tpu VERSION]
                        [--chips N | --plan PLAN] [--format text|json] [-o PLAN] (estimates)
       tpu-planner advise PLAN [--from-project P] [--region] [--start-after YYYY-MM-DD] [--start-before YYYY-MM-DD]
                              [--days N] [--workload-type batch|serving] [--format text|json]
Every verb takes --catalog FILE and --help.
Exit codes: 0 success, 1 the plan has errors, 2 unusable input.
</source>
        <translation>Uso:   tpu-planner [PLAN]                 avvia la GUI (aprendo PLAN, se indicato)
       tpu-planner catalog versions|machine-types|topologies|zones [--format table|json]
       tpu-planner catalog refresh [--credentials FILE] [--api-root URL] [--project P]
       tpu-planner new -o PLAN --tpu VERSION [options]
       tpu-planner edit PLAN [le opzioni di new] [-o OUT]
       tpu-planner check PLAN [--format text|json] [--live [--credentials FILE] [--api-root URL]]
       tpu-planner summary PLAN [--format text|json]
       tpu-planner export PLAN --out DIR|--stdout [--only manifests,gcloud,kueue,terraform,summary,apply] [--force]
       tpu-planner report PLAN -o FILE.pdf|FILE.png [--mask] [--theme light|dark|high-contrast] [--scale 2]
       tpu-planner report REVIEW.tpureview -o FILE.pdf|FILE.png [--page N] (un PNG per pagina: FILE.png, FILE-2.png, ...)
       tpu-planner alternatives PLAN [--target-chips N | --target-hbm GIB | --target-pflops X]
                                [--any-region] [--format table|json]
       tpu-planner review new|add|check|export|capacity REVIEW ... (tpu-planner review --help)
       tpu-planner size (--model NAME | --params N | --layers L --d-model D --ffn F --heads N
                        --kv-heads K --head-dim H --vocab V) [--train [--tokens T] [--batch-tokens B]
                        [--checkpoints-per-layer C] [--mfu M]] [--serve [--context T] [--batch B]
                        [--weights bf16|int8|int4] [--kv bf16|int8]] [--tpu VERSION]
                        [--chips N | --plan PLAN] [--format text|json] [-o PLAN] (stime)
       tpu-planner advise PLAN [--from-project P] [--region] [--start-after YYYY-MM-DD] [--start-before YYYY-MM-DD]
                              [--days N] [--workload-type batch|serving] [--format text|json]
Ogni comando accetta --catalog FILE e --help.
Codici di uscita: 0 successo, 1 il piano ha errori, 2 input inutilizzabile.
</translation>
    </message>
    <message>
        <source>The Google Cloud project to ask (else the plan&apos;s, else the key&apos;s).</source>
        <translation>Il progetto Google Cloud da interrogare (altrimenti quello del piano, altrimenti quello della chiave).</translation>
    </message>
    <message>
        <source>Ask only in the plan&apos;s region (else in every region that offers the plan&apos;s TPUs).</source>
        <translation>Chiedi solo nella regione del piano (altrimenti in ogni regione che offre le TPU del piano).</translation>
    </message>
    <message>
        <source>The first day the reservation may start (UTC; default: tomorrow).</source>
        <translation>Il primo giorno in cui la prenotazione può iniziare (UTC; predefinito: domani).</translation>
    </message>
    <message>
        <source>The last day it may start (UTC; default: 14 days after the first; at most 120 days from today).</source>
        <translation>L&apos;ultimo giorno in cui può iniziare (UTC; predefinito: 14 giorni dopo il primo; al massimo 120 giorni da oggi).</translation>
    </message>
    <message>
        <source>How long the reservation lasts: 1 to 90 days (default 7).</source>
        <translation>Quanto dura la prenotazione: da 1 a 90 giorni (predefinito 7).</translation>
    </message>
    <message>
        <source>batch (default) or serving.</source>
        <translation>batch (predefinito) o serving.</translation>
    </message>
    <message>
        <source>Ask Google where and when the plan&apos;s TPUs can be had: the calendar-mode advice per zone and, where the project may use it, the obtainability score now. Exit 0 when a zone is recommended, 1 when none is (or Google could not be asked), 2 on unusable input.</source>
        <translation>Chiedi a Google dove e quando si possono avere le TPU del piano: il consiglio in modalità calendario per zona e, dove il progetto può usarlo, il punteggio di ottenibilità attuale. Esce con 0 quando una zona è consigliata, 1 quando nessuna lo è (o non è stato possibile chiedere a Google), 2 con input non utilizzabile.</translation>
    </message>
    <message>
        <source>%1: give exactly one plan file</source>
        <translation>%1: indica esattamente un file di piano</translation>
    </message>
    <message>
        <source>%1: --workload-type is batch or serving, not &quot;%2&quot;</source>
        <translation>%1: --workload-type è batch o serving, non &quot;%2&quot;</translation>
    </message>
    <message>
        <source>%1: --days is 1 to 90 (a calendar-mode reservation&apos;s length), not &quot;%2&quot;</source>
        <translation>%1: --days è da 1 a 90 (la durata di una prenotazione in modalità calendario), non &quot;%2&quot;</translation>
    </message>
    <message>
        <source>%1: --start-after is a day like 2026-12-01</source>
        <translation>%1: --start-after è un giorno come 2026-12-01</translation>
    </message>
    <message>
        <source>%1: --start-before is a day like 2026-12-15</source>
        <translation>%1: --start-before è un giorno come 2026-12-15</translation>
    </message>
    <message>
        <source>%1: --start-after %2 is in the past</source>
        <translation>%1: --start-after %2 è nel passato</translation>
    </message>
    <message>
        <source>%1: --start-before %2 is before --start-after %3</source>
        <translation>%1: --start-before %2 è prima di --start-after %3</translation>
    </message>
    <message>
        <source>%1: Google shows calendar-mode capacity at most 120 days ahead; --start-after %2 is later</source>
        <translation>%1: Google mostra la capacità in modalità calendario al massimo 120 giorni prima; --start-after %2 è più tardi</translation>
    </message>
    <message>
        <source>%1: Google did not answer in time.</source>
        <translation>%1: Google non ha risposto in tempo.</translation>
    </message>
    <message>
        <source>Calendar-mode advice for %1 chips of %2 (%3, %4), %5 days starting between %6 and %7, asked of project %8 at %9:</source>
        <translation>Consiglio in modalità calendario per %1 chip di %2 (%3, %4), %5 giorni con inizio tra %6 e %7, chiesto al progetto %8 alle %9:</translation>
    </message>
    <message>
        <source>no zone answered</source>
        <translation>nessuna zona ha risposto</translation>
    </message>
    <message>
        <source>from %1 to %2</source>
        <translation>dal %1 al %2</translation>
    </message>
    <message>
        <source>Obtainability now (beta) of %1 × %2 (%3):</source>
        <translation>Ottenibilità attuale (beta) di %1 × %2 (%3):</translation>
    </message>
    <message>
        <source>%1  score %2</source>
        <translation>%1  punteggio %2</translation>
    </message>
    <message>
        <source>%1  score %2, estimated uptime %3</source>
        <translation>%1  punteggio %2, tempo di attività stimato %3</translation>
    </message>
    <message>
        <source>Obtainability not shown: %1</source>
        <translation>Ottenibilità non mostrata: %1</translation>
    </message>
    <message>
        <source>%1: not asked: %2</source>
        <translation>%1: non chiesto: %2</translation>
    </message>
    <message>
        <source>--reservation &quot;%1&quot; is not [PROJECT/]NAME@ZONE:MACHINE_TYPE:VMS, e.g. my-project/v5p-pool@us-east5-a:ct5p-hightpu-4t:64 (or NAME@ZONE:VM_FAMILY:CHIPS for an aggregate reservation)</source>
        <translation>--reservation &quot;%1&quot; non è [PROGETTO/]NOME@ZONA:TIPO_DI_MACCHINA:VM, ad es. my-project/v5p-pool@us-east5-a:ct5p-hightpu-4t:64 (oppure NOME@ZONA:FAMIGLIA_VM:CHIP per una prenotazione aggregata)</translation>
    </message>
    <message>
        <source>Reservation %1: %2</source>
        <translation>Prenotazione %1: %2</translation>
    </message>
    <message>
        <source>unknown TPU version &quot;%1&quot;; did you mean %3? The catalog has: %2</source>
        <translation>versione TPU &quot;%1&quot; sconosciuta; intendevi %3? Il catalogo ha: %2</translation>
    </message>
    <message>
        <source>--team after --plan %1 is empty: give the team&apos;s name, e.g. --team &quot;ML Research&quot;</source>
        <translation>--team dopo --plan %1 è vuoto: indica il nome del team, ad esempio --team &quot;ML Research&quot;</translation>
    </message>
    <message>
        <source>Wrote %1: %2, %3, %4</source>
        <translation>Scritto %1: %2, %3, %4</translation>
    </message>
    <message>
        <source>tpu-planner %1: the plan of request %2 (%3, %4) has errors; it was added, but nothing of it can be exported until they are fixed:</source>
        <translation>tpu-planner %1: il piano della richiesta %2 (%3, %4) ha errori; è stata aggiunta, ma non se ne può esportare nulla finché non sono corretti:</translation>
    </message>
    <message>
        <source>Fit a review&apos;s requests on its capacity. Exit 0 when every request fits and no request&apos;s plan has errors, 1 when one does not fit or has plan errors, 2 on unusable input.</source>
        <translation>Colloca le richieste di una revisione sulla sua capacità. Esce con 0 quando ogni richiesta trova posto e nessun piano di richiesta ha errori, 1 quando una non trova posto o ha errori nel piano, 2 con input inutilizzabile.</translation>
    </message>
    <message>
        <source>tpu-planner export: warning [%1] %2 %3</source>
        <translation>tpu-planner export: avviso [%1] %2 %3</translation>
    </message>
    <message>
        <source>      Figure: %1
</source>
        <translation>      Dato: %1
</translation>
    </message>
    <message>
        <source>-o: the container image the plan&apos;s workload runs (without it, add one with edit --image before exporting the manifests).</source>
        <translation>-o: l&apos;immagine container che il carico di lavoro del piano esegue (senza, aggiungerla con edit --image prima di esportare i manifest).</translation>
    </message>
    <message>
        <source>tpu-planner size: --image is the image of the plan -o writes; give -o PLAN too</source>
        <translation>tpu-planner size: --image è l&apos;immagine del piano che -o scrive; indicare anche -o PIANO</translation>
    </message>
    <message>
        <source>Usage: tpu-planner review new -o REVIEW [--force] [--plan FILE --team T --priority N [--period YYYY-MM:YYYY-MM] [--title TEXT] [--job &quot;SIZE FLAGS&quot;]]...
                              [--reservation [PROJECT/]NAME@ZONE:MACHINE_TYPE:VMS]... [--quota LOCATION:METRIC:CHIPS]...
                              [--budget USD_PER_MONTH]
       tpu-planner review add REVIEW [the options of new but -o]
       tpu-planner review check REVIEW [--format text|json] [--month YYYY-MM] [--catalog FILE]
       tpu-planner review export REVIEW --out DIR [--force] [--catalog FILE]
       tpu-planner review capacity REVIEW [--from-project P] [--replace] [--credentials FILE] [--api-root URL]
Each --plan takes the --team, --priority, --period, --title and --job that follow it; --job is the model and job as size takes them (a preset or --params, --train or --serve and their flags).
new and add exit 0 when written, 1 when written but a plan added has errors (listed on stderr), 2 when nothing was written.
check exits 0 when every request fits and no plan has errors, 1 when one does not fit or a plan has errors, 2 on unusable input.
See docs/review-file.md.
</source>
        <translation>Uso:   tpu-planner review new -o REVISIONE [--force] [--plan FILE --team T --priority N [--period AAAA-MM:AAAA-MM] [--title TESTO] [--job &quot;FLAG DI SIZE&quot;]]...
                              [--reservation [PROGETTO/]NOME@ZONA:TIPO_MACCHINA:VM]... [--quota LUOGO:METRICA:CHIP]...
                              [--budget USD_AL_MESE]
       tpu-planner review add REVISIONE [le opzioni di new tranne -o]
       tpu-planner review check REVISIONE [--format text|json] [--month AAAA-MM] [--catalog FILE]
       tpu-planner review export REVISIONE --out CARTELLA [--force] [--catalog FILE]
       tpu-planner review capacity REVISIONE [--from-project P] [--replace] [--credentials FILE] [--api-root URL]
Ogni --plan prende i --team, --priority, --period, --title e --job che lo seguono; --job è il modello e il job come li prende size (un preset o --params, --train o --serve e i loro flag).
new e add escono con 0 quando la revisione è scritta, 1 quando è scritta ma un piano aggiunto ha errori (elencati su stderr), 2 quando non è scritto nulla.
check esce con 0 quando ogni richiesta trova posto e nessun piano ha errori, 1 quando una non trova posto o un piano ha errori, 2 con input inutilizzabile.
Vedi docs/review-file.md.
</translation>
    </message>
    <message>
        <source>--job needs the model and job as size takes them, e.g. --job &quot;--model llama-3-70b --serve --weights int8&quot;</source>
        <translation>--job richiede il modello e il job come li prende size, per esempio --job &quot;--model llama-3-70b --serve --weights int8&quot;</translation>
    </message>
    <message>
        <source>--job: %1</source>
        <translation>--job: %1</translation>
    </message>
    <message>
        <source>--job takes a model (--model or --params) and the flags of its training or serving job, not --%1</source>
        <translation>--job prende un modello (--model o --params) e i flag del suo job di addestramento o di serving, non --%1</translation>
    </message>
    <message>
        <source>--job: unexpected &quot;%1&quot;</source>
        <translation>--job: &quot;%1&quot; inatteso</translation>
    </message>
    <message>
        <source>--job is one job: give --train or --serve (or their flags)</source>
        <translation>--job è un solo job: indicare --train o --serve (o i loro flag)</translation>
    </message>
    <message numerus="yes">
        <source>Quota %1: %Ln chip(s)%2%3</source>
        <translation>
            <numerusform>Quota %1: %Ln chip%2%3</numerusform>
            <numerusform>Quota %1: %Ln chip%2%3</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n chip(s)</source>
        <translation>
            <numerusform>%n chip</numerusform>
            <numerusform>%n chip</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>; on %n chip(s)%1: %2, FSDP %3</source>
        <translation>
            <numerusform>; su %n chip%1: %2, FSDP %3</numerusform>
            <numerusform>; su %n chip%1: %2, FSDP %3</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 (%2, %n chip(s), %3)</source>
        <translation>
            <numerusform>%1 (%2, %n chip, %3)</numerusform>
            <numerusform>%1 (%2, %n chip, %3)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>; on %n chip(s): decode step %1, %2 tokens/s</source>
        <translation>
            <numerusform>; su %n chip: passo di decodifica %1, %2 token/s</numerusform>
            <numerusform>; su %n chip: passo di decodifica %1, %2 token/s</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>; DOES NOT FIT in %n chip(s)</source>
        <translation>
            <numerusform>; NON RIENTRA in %n chip</numerusform>
            <numerusform>; NON RIENTRA in %n chip</numerusform>
        </translation>
    </message>
    <message>
        <source>How the reservation is consumed: specific (the --reservation named) or any-reservation-then-fail (any matching reservation, never on-demand; Standard only, gcloud 575 or later; sets the consumption to reservation).</source>
        <translation>Come viene consumata la prenotazione: specific (quella indicata da --reservation) oppure any-reservation-then-fail (qualsiasi prenotazione corrispondente, mai on demand; solo Standard, gcloud 575 o successivo; imposta il consumo su reservation).</translation>
    </message>
    <message>
        <source>--reservation-affinity must be specific or any-reservation-then-fail</source>
        <translation>--reservation-affinity deve essere specific o any-reservation-then-fail</translation>
    </message>
    <message>
        <source>--reservation-affinity any-reservation-then-fail consumes a reservation: leave out --on-demand, --spot and --flex-start</source>
        <translation>--reservation-affinity any-reservation-then-fail consuma una prenotazione: ometti --on-demand, --spot e --flex-start</translation>
    </message>
</context>
<context>
    <name>tpu::document::Autosave</name>
    <message>
        <source>cannot create an autosave slot in %1</source>
        <translation>impossibile creare uno spazio di salvataggio automatico in %1</translation>
    </message>
</context>
<context>
    <name>tpu::document::PlanDocument</name>
    <message>
        <source>Untitled plan</source>
        <translation>Piano senza titolo</translation>
    </message>
</context>
<context>
    <name>tpu::exporters::ExportBundle</name>
    <message>
        <source>another export into %1 is running (process %2); try again when it has finished, or choose another folder</source>
        <translation>è in corso un’altra esportazione in %1 (processo %2); riprova quando è terminata, o scegli un’altra cartella</translation>
    </message>
</context>
<context>
    <name>tpu::grid::SliceGeometry</name>
    <message>
        <source>VMs are numbered by the planner, x first, then y, then z over the VM blocks; GKE&apos;s TPU_WORKER_ID order is not documented in the catalog&apos;s sources.</source>
        <translation>Le VM sono numerate dal planner, prima lungo x, poi y, poi z sui blocchi di VM; l&apos;ordine di TPU_WORKER_ID di GKE non è documentato nelle fonti del catalogo.</translation>
    </message>
    <message>
        <source>No topology to show</source>
        <translation>Nessuna topologia da mostrare</translation>
    </message>
    <message>
        <source>%1 is larger than the grid can show</source>
        <translation>%1 è più grande di quanto la griglia possa mostrare</translation>
    </message>
    <message>
        <source>%1-chip VMs do not tile %2</source>
        <translation>le VM da %1 chip non suddividono esattamente %2</translation>
    </message>
    <message>
        <source>%1 slices are more than the grid can show</source>
        <translation>%1 sezioni TPU sono più di quante la griglia possa mostrare</translation>
    </message>
</context>
<context>
    <name>tpu::json::Reader</name>
    <message>
        <source>not valid JSON at line %1, column %2: %3</source>
        <translation>JSON non valido alla riga %1, colonna %2: %3</translation>
    </message>
    <message>
        <source>the document must be a JSON object</source>
        <translation>il documento deve essere un oggetto JSON</translation>
    </message>
    <message>
        <source>%1: cannot open the %2: %3</source>
        <translation>%1: impossibile aprire il %2: %3</translation>
    </message>
    <message>
        <source>%1: the %2 file is larger than %3 MiB, far larger than any real one; it was not read. Check that this is the right file.</source>
        <translation>%1: il file di %2 supera %3 MiB, molto più di qualsiasi file reale; non è stato letto. Verifica che sia il file giusto.</translation>
    </message>
    <message>
        <source>%1: cannot read the %2: %3</source>
        <translation>%1: impossibile leggere il %2: %3</translation>
    </message>
    <message>
        <source>a boolean</source>
        <translation>un booleano</translation>
    </message>
    <message>
        <source>a number</source>
        <translation>un numero</translation>
    </message>
    <message>
        <source>a string</source>
        <translation>una stringa</translation>
    </message>
    <message>
        <source>an array</source>
        <translation>un array</translation>
    </message>
    <message>
        <source>an object</source>
        <translation>un oggetto</translation>
    </message>
    <message>
        <source>must be an object, found %1</source>
        <translation>deve essere un oggetto, invece è %1</translation>
    </message>
    <message>
        <source>required key &quot;%1&quot; is missing</source>
        <translation>manca la chiave obbligatoria &quot;%1&quot;</translation>
    </message>
    <message>
        <source>must be a string, found %1</source>
        <translation>deve essere una stringa, invece è %1</translation>
    </message>
    <message>
        <source>must be a string or null, found %1</source>
        <translation>deve essere una stringa o null, invece è %1</translation>
    </message>
    <message>
        <source>must be a whole number, found %1</source>
        <translation>deve essere un numero intero, invece è %1</translation>
    </message>
    <message>
        <source>must be between %1 and %2, found %3</source>
        <translation>deve essere compreso tra %1 e %2, invece è %3</translation>
    </message>
    <message>
        <source>must be a number or null, found %1</source>
        <translation>deve essere un numero o null, invece è %1</translation>
    </message>
    <message>
        <source>must not be negative</source>
        <translation>non può essere negativo</translation>
    </message>
    <message>
        <source>must be at most %1, found %2</source>
        <translation>deve essere al massimo %1, invece è %2</translation>
    </message>
    <message>
        <source>must be true or false, found %1</source>
        <translation>deve essere true o false, invece è %1</translation>
    </message>
    <message>
        <source>must be an array of strings, found %1</source>
        <translation>deve essere un array di stringhe, invece è %1</translation>
    </message>
    <message>
        <source>must not be empty</source>
        <translation>non può essere vuoto</translation>
    </message>
    <message>
        <source>must be an array, found %1</source>
        <translation>deve essere un array, invece è %1</translation>
    </message>
    <message>
        <source>unknown key &quot;%1&quot;</source>
        <translation>chiave &quot;%1&quot; sconosciuta</translation>
    </message>
    <message>
        <source>a folder</source>
        <translation>una cartella</translation>
    </message>
    <message>
        <source>a FIFO (named pipe)</source>
        <translation>una FIFO (named pipe)</translation>
    </message>
    <message>
        <source>a socket</source>
        <translation>un socket</translation>
    </message>
    <message>
        <source>a character device</source>
        <translation>un dispositivo a caratteri</translation>
    </message>
    <message>
        <source>a block device</source>
        <translation>un dispositivo a blocchi</translation>
    </message>
    <message>
        <source>not a regular file</source>
        <translation>non un file regolare</translation>
    </message>
    <message>
        <source>%1: is %2, not a %3 file; choose a regular file</source>
        <translation>%1: è %2, non un file di %3; scegli un file regolare</translation>
    </message>
    <message>
        <source>%1… (%2 characters)</source>
        <translation>%1… (%2 caratteri)</translation>
    </message>
</context>
<context>
    <name>tpu::live::Advice</name>
    <message>
        <source>a recommendation is %1, not an object</source>
        <translation>una raccomandazione è %1, non un oggetto</translation>
    </message>
    <message>
        <source>the recommended location %1 is not a zone like zones/us-east5-a</source>
        <translation>la località consigliata %1 non è una zona come zones/us-east5-a</translation>
    </message>
    <message>
        <source>the recommendation for %1 has start %2 and end %3, not two times in order</source>
        <translation>la raccomandazione per %1 ha inizio %2 e fine %3, non due orari in ordine</translation>
    </message>
    <message>
        <source>otherLocations is %1, not an object of zones</source>
        <translation>otherLocations è %1, non un oggetto di zone</translation>
    </message>
    <message>
        <source>otherLocations names %1 zones; at most %2 are read</source>
        <translation>otherLocations indica %1 zone; se ne leggono al massimo %2</translation>
    </message>
    <message>
        <source>otherLocations names %1, not a zone like zones/us-east5-a</source>
        <translation>otherLocations indica %1, non una zona come zones/us-east5-a</translation>
    </message>
    <message>
        <source>zone %1 has status %2, not a status like NO_CAPACITY</source>
        <translation>la zona %1 ha stato %2, non uno stato come NO_CAPACITY</translation>
    </message>
    <message>
        <source>zone %1 has details %2, not a text</source>
        <translation>la zona %1 ha dettagli %2, non un testo</translation>
    </message>
    <message>
        <source>recommendations is %1, not a list</source>
        <translation>recommendations è %1, non un elenco</translation>
    </message>
    <message>
        <source>%1 recommendations; at most %2 are read</source>
        <translation>%1 raccomandazioni; se ne leggono al massimo %2</translation>
    </message>
    <message>
        <source>recommendationsPerSpec has %1 entries; at most %2 are read</source>
        <translation>recommendationsPerSpec ha %1 voci; se ne leggono al massimo %2</translation>
    </message>
    <message>
        <source>recommendationsPerSpec is %1, not an object</source>
        <translation>recommendationsPerSpec è %1, non un oggetto</translation>
    </message>
    <message>
        <source>more than %1 zones</source>
        <translation>più di %1 zone</translation>
    </message>
    <message>
        <source>recommendations is %1, not a list of at most %2</source>
        <translation>recommendations è %1, non un elenco di al massimo %2</translation>
    </message>
    <message>
        <source>an obtainability score is %1, not a number from 0 to 1</source>
        <translation>un punteggio di ottenibilità è %1, non un numero da 0 a 1</translation>
    </message>
    <message>
        <source>an estimated uptime is %1, not a duration like 3600s</source>
        <translation>un tempo di attività stimato è %1, non una durata come 3600s</translation>
    </message>
    <message>
        <source>The calendar-mode advice for %1</source>
        <translation>Il consiglio in modalità calendario per %1</translation>
    </message>
    <message>
        <source>%1 is not usable: %2</source>
        <translation>%1 non è utilizzabile: %2</translation>
    </message>
    <message>
        <source>The obtainability advice (beta) for %1</source>
        <translation>Il consiglio sull&apos;ottenibilità (beta) per %1</translation>
    </message>
    <message>
        <source>the plan does not name a whole slice (TPU version, machine type and topology)</source>
        <translation>il piano non indica una sezione TPU completa (versione TPU, tipo di macchina e topologia)</translation>
    </message>
    <message>
        <source>the catalog does not know the VM family of %1, so Google cannot be asked</source>
        <translation>il catalogo non conosce la famiglia di VM di %1, quindi non si può chiedere a Google</translation>
    </message>
    <message>
        <source>a calendar-mode reservation lasts 1 to 90 days, not %1</source>
        <translation>una prenotazione in modalità calendario dura da 1 a 90 giorni, non %1</translation>
    </message>
    <message>
        <source>the first day it may start (%1) is in the past</source>
        <translation>il primo giorno in cui può iniziare (%1) è nel passato</translation>
    </message>
    <message>
        <source>the last day it may start (%1) is before the first (%2)</source>
        <translation>l&apos;ultimo giorno in cui può iniziare (%1) è prima del primo (%2)</translation>
    </message>
    <message>
        <source>Google shows calendar-mode capacity at most 120 days ahead; %1 is later</source>
        <translation>Google mostra la capacità in modalità calendario al massimo 120 giorni prima; %1 è più tardi</translation>
    </message>
    <message>
        <source>asking only in the plan&apos;s region needs a plan with a zone</source>
        <translation>chiedere solo nella regione del piano richiede un piano con una zona</translation>
    </message>
    <message>
        <source>the catalog knows no region offering %1 in %2 mode</source>
        <translation>il catalogo non conosce alcuna regione che offra %1 in modalità %2</translation>
    </message>
    <message>
        <source>Recommended</source>
        <translation>Consigliata</translation>
    </message>
    <message>
        <source>No capacity</source>
        <translation>Nessuna capacità</translation>
    </message>
    <message>
        <source>Not supported</source>
        <translation>Non supportata</translation>
    </message>
    <message>
        <source>The calendar-mode advice for %1 was not asked: not connected.</source>
        <translation>Il consiglio in modalità calendario per %1 non è stato chiesto: non connesso.</translation>
    </message>
</context>
<context>
    <name>tpu::live::ApiAnswer</name>
    <message>
        <source>nextPageToken is not a string of at most 4096 characters</source>
        <translation>nextPageToken non è una stringa di al massimo 4096 caratteri</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>niente</translation>
    </message>
    <message>
        <source>a list</source>
        <translation>un elenco</translation>
    </message>
    <message>
        <source>an object</source>
        <translation>un oggetto</translation>
    </message>
</context>
<context>
    <name>tpu::live::ApiClient</name>
    <message>
        <source>no credentials</source>
        <translation>nessuna credenziale</translation>
    </message>
    <message>
        <source>no answer within %1 s</source>
        <translation>nessuna risposta entro %1 s</translation>
    </message>
    <message>
        <source>the answer is JSON but not an object</source>
        <translation>la risposta è JSON ma non un oggetto</translation>
    </message>
    <message>
        <source>the answer is not a JSON object (%1)</source>
        <translation>la risposta non è un oggetto JSON (%1)</translation>
    </message>
    <message>
        <source>no answer within %1 s in all</source>
        <translation>nessuna risposta entro %1 s in tutto</translation>
    </message>
    <message>
        <source>the answer is larger than %1, the most this app reads</source>
        <translation>la risposta supera %1, il massimo che questa app legge</translation>
    </message>
</context>
<context>
    <name>tpu::live::CapacityReader</name>
    <message>
        <source>items is %1, not an object of zones</source>
        <translation>items è %1, non un oggetto di zone</translation>
    </message>
    <message>
        <source>items[&quot;%1&quot;] is not an object</source>
        <translation>items[&quot;%1&quot;] non è un oggetto</translation>
    </message>
    <message>
        <source>the reservations of %1 are %2, not a list</source>
        <translation>le prenotazioni di %1 sono %2, non un elenco</translation>
    </message>
    <message>
        <source>a reservation in %1 is %2, not an object</source>
        <translation>una prenotazione in %1 è %2, non un oggetto</translation>
    </message>
    <message>
        <source>a reservation&apos;s name (%1) is not a resource name</source>
        <translation>il nome di una prenotazione (%1) non è un nome di risorsa</translation>
    </message>
    <message>
        <source>reservation %1 has zone %2, not a zone like us-east5-a</source>
        <translation>la prenotazione %1 ha zona %2, non una zona come us-east5-a</translation>
    </message>
    <message>
        <source>reservation %1 has specificReservation %2, not an object</source>
        <translation>la prenotazione %1 ha specificReservation %2, non un oggetto</translation>
    </message>
    <message>
        <source>reservation %1 has machine type %2, not a machine type name</source>
        <translation>la prenotazione %1 ha tipo di macchina %2, non un nome di tipo di macchina</translation>
    </message>
    <message>
        <source>reservation %1: %2</source>
        <translation>prenotazione %1: %2</translation>
    </message>
    <message>
        <source>Reservation %1 in %2 is %3, not READY.</source>
        <translation>La prenotazione %1 in %2 è %3, non READY.</translation>
    </message>
    <message>
        <source>Reservation %1 in %2 holds %3 VMs; a review counts 1 to %4.</source>
        <translation>La prenotazione %1 in %2 ha %3 VM; una revisione ne conta da 1 a %4.</translation>
    </message>
    <message>
        <source>Reservation %1 in %2 has the name of the one in %3; a review names reservations by project and name, so only the first was taken.</source>
        <translation>La prenotazione %1 in %2 ha il nome di quella in %3; una revisione identifica le prenotazioni per progetto e nome, quindi è stata presa solo la prima.</translation>
    </message>
    <message>
        <source>more than %1 TPU reservations</source>
        <translation>più di %1 prenotazioni TPU</translation>
    </message>
    <message>
        <source>items is %1, not a list of regions</source>
        <translation>items è %1, non un elenco di regioni</translation>
    </message>
    <message>
        <source>a region&apos;s name (%1) is not a region like us-east5</source>
        <translation>il nome di una regione (%1) non è una regione come us-east5</translation>
    </message>
    <message>
        <source>the quotas of %1 are %2, not a list</source>
        <translation>le quote di %1 sono %2, non un elenco</translation>
    </message>
    <message>
        <source>Region %1: Google could not list every quota (&quot;%2&quot;).</source>
        <translation>Regione %1: Google non ha potuto elencare tutte le quote (&quot;%2&quot;).</translation>
    </message>
    <message>
        <source>quota %1 in %2: %3</source>
        <translation>quota %1 in %2: %3</translation>
    </message>
    <message>
        <source>Quota %1 in %2 is %3 chips; a review counts at most %4.</source>
        <translation>La quota %1 in %2 è di %3 chip; una revisione ne conta al massimo %4.</translation>
    </message>
    <message>
        <source>more than %1 TPU quotas</source>
        <translation>più di %1 quote TPU</translation>
    </message>
    <message>
        <source>dimensionsInfos is %1, not a list</source>
        <translation>dimensionsInfos è %1, non un elenco</translation>
    </message>
    <message>
        <source>a dimensionsInfos entry is %1, not an object</source>
        <translation>una voce di dimensionsInfos è %1, non un oggetto</translation>
    </message>
    <message>
        <source>quota %1 names region %2, not a region like us-east5</source>
        <translation>la quota %1 indica la regione %2, non una regione come us-east5</translation>
    </message>
    <message>
        <source>Quota %1 in %2 is unlimited; type a number of chips if the review should count it.</source>
        <translation>La quota %1 in %2 è illimitata; scrivi un numero di chip se la revisione deve contarla.</translation>
    </message>
    <message>
        <source>The reservations of %1</source>
        <translation>Le prenotazioni di %1</translation>
    </message>
    <message>
        <source>%1: more than %2 pages; the rest was not read.</source>
        <translation>%1: più di %2 pagine; il resto non è stato letto.</translation>
    </message>
    <message>
        <source>The regional TPU quota of %1</source>
        <translation>La quota TPU regionale di %1</translation>
    </message>
    <message>
        <source>Cloud Quotas %1 of %2</source>
        <translation>Cloud Quotas %1 di %2</translation>
    </message>
    <message>
        <source>Cloud Quotas knows no quota %1 for %2; the catalog&apos;s quota id may be out of date.</source>
        <translation>Cloud Quotas non conosce la quota %1 per %2; l&apos;id di quota del catalogo potrebbe non essere aggiornato.</translation>
    </message>
    <message>
        <source>Reservation %1 in %2 has %3 VMs in use of %4; Google&apos;s answer does not add up, so the review does not count it.</source>
        <translation>La prenotazione %1 in %2 ha %3 VM in uso su %4; la risposta di Google non torna, quindi la revisione non la conta.</translation>
    </message>
    <message>
        <source>%1 in use</source>
        <translation>%1 in uso</translation>
    </message>
    <message>
        <source>an unknown number</source>
        <translation>un numero sconosciuto</translation>
    </message>
    <message>
        <source>; degraded: %1, so less may be usable than reserved</source>
        <translation>; degradata: %1, quindi potrebbe essere utilizzabile meno di quanto prenotato</translation>
    </message>
    <message>
        <source>reservation %1 has aggregateReservation %2, not an object</source>
        <translation>la prenotazione %1 ha aggregateReservation %2, non un oggetto</translation>
    </message>
    <message>
        <source>Reservation %1 in %2 holds chips of %3, a VM family the catalog does not know.</source>
        <translation>La prenotazione %1 in %2 contiene chip di %3, una famiglia di VM che il catalogo non conosce.</translation>
    </message>
    <message>
        <source>Reservation %1 in %2 holds %3 chips; a review counts 1 to %4.</source>
        <translation>La prenotazione %1 in %2 contiene %3 chip; una revisione ne conta da 1 a %4.</translation>
    </message>
    <message>
        <source>Reservation %1 in %2 is neither a specific reservation of VMs nor an aggregate reservation of TPU chips; the review counts only those.</source>
        <translation>La prenotazione %1 in %2 non è né una prenotazione specifica di VM né una prenotazione aggregata di chip TPU; la revisione conta solo queste.</translation>
    </message>
    <message numerus="yes">
        <source>; %1 of %n host(s) in use</source>
        <translation>
            <numerusform>; %1 host su %n in uso</numerusform>
            <numerusform>; %1 host su %n in uso</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n chip(s) of %1%2 in %3 (%4)</source>
        <translation>
            <numerusform>%n chip di %1%2 in %3 (%4)</numerusform>
            <numerusform>%n chip di %1%2 in %3 (%4)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n VM(s) of %1 in %2 (%3 in use)</source>
        <translation>
            <numerusform>%n VM di %1 in %2 (%3 in uso)</numerusform>
            <numerusform>%n VM di %1 in %2 (%3 in uso)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>tpu::live::CatalogRefresh</name>
    <message>
        <source>items is not an object</source>
        <translation>items non è un oggetto</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a zone name</source>
        <translation>&quot;%1&quot; non è un nome di zona</translation>
    </message>
    <message>
        <source>skus is not an array</source>
        <translation>skus non è un array</translation>
    </message>
    <message>
        <source>no TPU version in the description</source>
        <translation>nessuna versione TPU nella descrizione</translation>
    </message>
    <message>
        <source>TPU %1 is not in the catalog</source>
        <translation>la TPU %1 non è nel catalogo</translation>
    </message>
    <message>
        <source>priced per &quot;%1&quot;, not per hour</source>
        <translation>prezzo per &quot;%1&quot;, non per ora</translation>
    </message>
    <message>
        <source>no readable price, currency or effective time</source>
        <translation>nessun prezzo, valuta o data di validità leggibile</translation>
    </message>
    <message>
        <source>no region</source>
        <translation>nessuna regione</translation>
    </message>
    <message>
        <source>Zones offering %1</source>
        <translation>Zone che offrono %1</translation>
    </message>
    <message>
        <source>The listing for %1 has more than %2 pages; the rest was not read.</source>
        <translation>L&apos;elenco per %1 ha più di %2 pagine; il resto non è stato letto.</translation>
    </message>
    <message>
        <source>GKE versions in %1</source>
        <translation>Versioni GKE in %1</translation>
    </message>
    <message>
        <source>Prices of service %1</source>
        <translation>Prezzi del servizio %1</translation>
    </message>
    <message>
        <source>%1: more than %2 pages; the rest was not read.</source>
        <translation>%1: più di %2 pagine; il resto non è stato letto.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a GKE version</source>
        <translation>&quot;%1&quot; non è una versione GKE</translation>
    </message>
    <message>
        <source>the answer names no version</source>
        <translation>la risposta non indica alcuna versione</translation>
    </message>
    <message>
        <source>no price</source>
        <translation>nessun prezzo</translation>
    </message>
    <message>
        <source>units %1 is not a whole number written as a string</source>
        <translation>units %1 non è un numero intero scritto come stringa</translation>
    </message>
    <message>
        <source>nanos %1 is not a whole number from -999999999 to 999999999</source>
        <translation>nanos %1 non è un numero intero da -999999999 a 999999999</translation>
    </message>
    <message>
        <source>units %1 and nanos %2 have different signs</source>
        <translation>units %1 e nanos %2 hanno segni diversi</translation>
    </message>
    <message>
        <source>%1.%2 is not a price above 0 and at most 10000</source>
        <translation>%1.%2 non è un prezzo maggiore di 0 e al massimo 10000</translation>
    </message>
    <message>
        <source>not a price: %1</source>
        <translation>non è un prezzo: %1</translation>
    </message>
    <message>
        <source>effective time %1 is not from %2-01-01 to today</source>
        <translation>la data di validità %1 non è compresa tra il %2-01-01 e oggi</translation>
    </message>
    <message numerus="yes">
        <source>%n region(s) left out: a refresh reads the GKE versions of at most %1 regions (%2)</source>
        <translation>
            <numerusform>%n regione esclusa: un aggiornamento legge le versioni GKE di al massimo %1 regioni (%2)</numerusform>
            <numerusform>%n regioni escluse: un aggiornamento legge le versioni GKE di al massimo %1 regioni (%2)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>tpu::live::Checks</name>
    <message>
        <source> The plan consumes a reservation, which needs no extra TPU quota; this matters only for VMs the reservation cannot hold.</source>
        <translation> Il piano consuma una prenotazione, che non richiede quota TPU aggiuntiva; questo conta solo per le VM che la prenotazione non può contenere.</translation>
    </message>
    <message>
        <source>%1 [%2] %3
    %4
    source: live, fetched %5
</source>
        <translation>%1 [%2] %3
    %4
    fonte: live, dati ottenuti il %5
</translation>
    </message>
    <message>
        <source> after %1 attempts</source>
        <translation> dopo %1 tentativi</translation>
    </message>
    <message>
        <source>%1 was not checked: no access token.</source>
        <translation>Impossibile verificare %1: nessun token di accesso.</translation>
    </message>
    <message>
        <source>%1 was not checked: %2%3.</source>
        <translation>Impossibile verificare %1: %2%3.</translation>
    </message>
    <message>
        <source>Check the network connection and any proxy, then check again.</source>
        <translation>Controlla la connessione di rete ed eventuali proxy, poi verifica di nuovo.</translation>
    </message>
    <message>
        <source>%1 was not checked: the API cannot be reached (%2)%3.</source>
        <translation>Impossibile verificare %1: l&apos;API non è raggiungibile (%2)%3.</translation>
    </message>
    <message>
        <source>Check the network connection and any proxy (and the API root, if you gave one), then check again.</source>
        <translation>Controlla la connessione di rete ed eventuali proxy (e l&apos;URL radice delle API, se ne hai indicato uno), poi verifica di nuovo.</translation>
    </message>
    <message>
        <source>%1 was not checked: %2.</source>
        <translation>Impossibile verificare %1: %2.</translation>
    </message>
    <message>
        <source>The answer was not what the API documents. Check again later; if it persists, check that the API root points at Google&apos;s APIs.</source>
        <translation>La risposta non corrisponde a quanto documentato per l&apos;API. Verifica di nuovo più tardi; se il problema persiste, controlla che l&apos;URL radice delle API punti alle API di Google.</translation>
    </message>
    <message>
        <source>%1 was not checked: cancelled.</source>
        <translation>Impossibile verificare %1: operazione annullata.</translation>
    </message>
    <message>
        <source>Check again to get a live answer.</source>
        <translation>Verifica di nuovo per ottenere una risposta live.</translation>
    </message>
    <message>
        <source> Google said: &quot;%1&quot;</source>
        <translation> Google ha risposto: &quot;%1&quot;</translation>
    </message>
    <message>
        <source>%1 was not checked: the credentials were refused (HTTP 401%2).</source>
        <translation>Impossibile verificare %1: le credenziali sono state rifiutate (HTTP 401%2).</translation>
    </message>
    <message>
        <source>The key may be deleted or disabled, or the gcloud login expired. Connect again with a valid key, or run &quot;gcloud auth login&quot;.</source>
        <translation>La chiave potrebbe essere stata eliminata o disattivata, oppure l&apos;accesso gcloud è scaduto. Connettiti di nuovo con una chiave valida o esegui &quot;gcloud auth login&quot;.</translation>
    </message>
    <message>
        <source>%1 was not checked: the %2 API is not enabled in project %3.</source>
        <translation>Impossibile verificare %1: l&apos;API %2 non è abilitata nel progetto %3.</translation>
    </message>
    <message>
        <source>Enable it (&quot;gcloud services enable %1 --project=%2&quot;%3), wait a minute, then check again.</source>
        <translation>Abilitala (&quot;gcloud services enable %1 --project=%2&quot;%3), attendi un minuto, poi verifica di nuovo.</translation>
    </message>
    <message>
        <source> or %1</source>
        <translation> oppure %1</translation>
    </message>
    <message>
        <source>%1 was not checked: the access token lacks the needed scope (HTTP 403).</source>
        <translation>Impossibile verificare %1: il token di accesso non ha l&apos;ambito necessario (HTTP 403).</translation>
    </message>
    <message>
        <source>Use a service-account key, or log in again with &quot;gcloud auth login&quot;.</source>
        <translation>Usa una chiave dell&apos;account di servizio o accedi di nuovo con &quot;gcloud auth login&quot;.</translation>
    </message>
    <message>
        <source>%1 was not checked: permission denied in project %2 (HTTP 403).</source>
        <translation>Impossibile verificare %1: autorizzazione negata nel progetto %2 (HTTP 403).</translation>
    </message>
    <message>
        <source>%1 was not checked: the account lacks the permission %2 in project %3.</source>
        <translation>Impossibile verificare %1: l&apos;account non ha l&apos;autorizzazione %2 nel progetto %3.</translation>
    </message>
    <message>
        <source>Grant the account a read-only role that holds it, such as %1, on project %2, then check again.</source>
        <translation>Concedi all&apos;account, nel progetto %2, un ruolo di sola lettura che includa l&apos;autorizzazione, ad esempio %1, poi verifica di nuovo.</translation>
    </message>
    <message>
        <source>%1 was not checked: not found (HTTP 404).</source>
        <translation>Impossibile verificare %1: risorsa non trovata (HTTP 404).</translation>
    </message>
    <message>
        <source>Check the project id &quot;%1&quot; and the zone or region in the plan.</source>
        <translation>Controlla l&apos;ID progetto &quot;%1&quot; e la zona o la regione nel piano.</translation>
    </message>
    <message>
        <source>%1 was not checked: Google is rate-limiting the requests (HTTP 429%2)%3.</source>
        <translation>Impossibile verificare %1: Google sta limitando la frequenza delle richieste (HTTP 429%2)%3.</translation>
    </message>
    <message>
        <source>Google asks to wait %1 s; wait a minute, then check again.</source>
        <translation>Google chiede di attendere %1 s; attendi un minuto, poi verifica di nuovo.</translation>
    </message>
    <message>
        <source>Wait a minute, then check again.</source>
        <translation>Attendi un minuto, poi verifica di nuovo.</translation>
    </message>
    <message>
        <source>%1 was not checked: Google&apos;s API failed (HTTP %2%3)%4.</source>
        <translation>Impossibile verificare %1: errore dell&apos;API di Google (HTTP %2%3)%4.</translation>
    </message>
    <message>
        <source>This is on Google&apos;s side; check again in a few minutes.</source>
        <translation>Il problema è dal lato di Google; verifica di nuovo tra qualche minuto.</translation>
    </message>
    <message>
        <source>%1 was not checked: HTTP %2%3.</source>
        <translation>Impossibile verificare %1: HTTP %2%3.</translation>
    </message>
    <message>
        <source>Check the plan&apos;s project, zone and names.</source>
        <translation>Controlla il progetto, la zona e i nomi del piano.</translation>
    </message>
    <message>
        <source>Machine type %1 in %2</source>
        <translation>il tipo di macchina %1 in %2</translation>
    </message>
    <message>
        <source>%1 is not offered in zone %2 to project %3.</source>
        <translation>%1 non è disponibile nella zona %2 per il progetto %3.</translation>
    </message>
    <message>
        <source>Compute Engine does not list this machine type in the zone for your project. Choose another zone where the catalog offers it, or ask your Google account team about access.</source>
        <translation>Compute Engine non elenca questo tipo di macchina nella zona per il tuo progetto. Scegli un&apos;altra zona in cui il catalogo lo offre o chiedi l&apos;accesso al team Google che segue il tuo account.</translation>
    </message>
    <message>
        <source>the answer names another machine type</source>
        <translation>la risposta indica un altro tipo di macchina</translation>
    </message>
    <message>
        <source>%1 is offered in %2 but marked %3.</source>
        <translation>%1 è disponibile in %2 ma è contrassegnato come %3.</translation>
    </message>
    <message>
        <source>Compute Engine marks this machine type deprecated; prefer its replacement.</source>
        <translation>Compute Engine contrassegna questo tipo di macchina come deprecato; preferisci il tipo che lo sostituisce.</translation>
    </message>
    <message>
        <source>%1 is offered in zone %2 to project %3.</source>
        <translation>%1 è disponibile nella zona %2 per il progetto %3.</translation>
    </message>
    <message>
        <source>Compute Engine lists the machine type in the zone.</source>
        <translation>Compute Engine elenca il tipo di macchina nella zona.</translation>
    </message>
    <message>
        <source>The GKE version in %1</source>
        <translation>la versione GKE in %1</translation>
    </message>
    <message>
        <source>in %1</source>
        <translation>in %1</translation>
    </message>
    <message>
        <source>in the %1 channel in %2</source>
        <translation>nel canale %1 in %2</translation>
    </message>
    <message>
        <source>GKE offers no %1 release channel in %2.</source>
        <translation>GKE non offre alcun canale di rilascio %1 in %2.</translation>
    </message>
    <message>
        <source>Choose another release channel, or none.</source>
        <translation>Scegli un altro canale di rilascio o nessuno.</translation>
    </message>
    <message>
        <source>the server config lists no versions</source>
        <translation>la configurazione del server non elenca alcuna versione</translation>
    </message>
    <message>
        <source>GKE version %1 is not offered %2.</source>
        <translation>La versione GKE %1 non è disponibile %2.</translation>
    </message>
    <message>
        <source>GKE&apos;s server config for project %1 lists %2 valid versions; the newest are %3. Choose one of them.</source>
        <translation>La configurazione del server GKE per il progetto %1 elenca %2 versioni valide; le più recenti sono %3. Scegline una.</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>(nessuna)</translation>
    </message>
    <message>
        <source>GKE version %1 is offered %2.</source>
        <translation>La versione GKE %1 è disponibile %2.</translation>
    </message>
    <message>
        <source>Listed in GKE&apos;s server config for project %1.</source>
        <translation>Elencata nella configurazione del server GKE per il progetto %1.</translation>
    </message>
    <message>
        <source>The default GKE version %1 (%2) is below %3, the minimum for %4 in %5.</source>
        <translation>La versione GKE predefinita %1 (%2) è inferiore a %3, la minima per %4 in modalità %5.</translation>
    </message>
    <message>
        <source>Set a cluster version of at least %1 (newest offered: %2), or choose a faster release channel.</source>
        <translation>Imposta una versione del cluster pari almeno a %1 (la più recente disponibile: %2) o scegli un canale di rilascio più rapido.</translation>
    </message>
    <message>
        <source>The default GKE version %1 (%2) meets the minimum %3.</source>
        <translation>La versione GKE predefinita %1 (%2) soddisfa la minima %3.</translation>
    </message>
    <message>
        <source>From GKE&apos;s server config for project %1.</source>
        <translation>Dalla configurazione del server GKE per il progetto %1.</translation>
    </message>
    <message>
        <source>The default GKE version %1 is %2.</source>
        <translation>La versione GKE predefinita %2 è %1.</translation>
    </message>
    <message>
        <source>The catalog gives no minimum to compare it with.</source>
        <translation>Il catalogo non indica una versione minima con cui confrontarla.</translation>
    </message>
    <message>
        <source>Reservation %1</source>
        <translation>la prenotazione %1</translation>
    </message>
    <message>
        <source>Reservation %1 does not exist in zone %2 of project %3.</source>
        <translation>La prenotazione %1 non esiste nella zona %2 del progetto %3.</translation>
    </message>
    <message>
        <source>Check the name, the zone and the reservation&apos;s project (a shared reservation names its owner project).</source>
        <translation>Controlla il nome, la zona e il progetto della prenotazione (una prenotazione condivisa si indica con il suo progetto proprietario).</translation>
    </message>
    <message>
        <source>Reservation %1 is %2, not READY.</source>
        <translation>La prenotazione %1 è nello stato %2, non READY.</translation>
    </message>
    <message>
        <source>Only a READY reservation can be consumed; wait for it or choose another.</source>
        <translation>Si può consumare solo una prenotazione READY: attendi che lo diventi o scegline un&apos;altra.</translation>
    </message>
    <message>
        <source>Check its free capacity in the Console (Compute Engine ▸ Reservations).</source>
        <translation>Verifica la sua capacità libera nella console (Compute Engine ▸ Prenotazioni).</translation>
    </message>
    <message>
        <source>Reservation %1 holds %2 VMs, but the plan needs %3.</source>
        <translation>La prenotazione %1 contiene VM %2, ma il piano richiede %3.</translation>
    </message>
    <message>
        <source>(no machine type)</source>
        <translation>(nessun tipo di macchina)</translation>
    </message>
    <message>
        <source>A node pool consumes only reservations of its own machine type. Choose a reservation of %1, or change the plan&apos;s machine type.</source>
        <translation>Un pool di nodi consuma solo prenotazioni del proprio tipo di macchina. Scegli una prenotazione di %1 o cambia il tipo di macchina del piano.</translation>
    </message>
    <message>
        <source>the reservation has no VM count</source>
        <translation>la prenotazione non indica il numero di VM</translation>
    </message>
    <message>
        <source>Reservation %1 has %2 free VMs (%3 reserved, %4 in use); the plan needs %5.</source>
        <translation>La prenotazione %1 ha %2 VM libere (%3 prenotate, %4 in uso); il piano ne richiede %5.</translation>
    </message>
    <message>
        <source>Plan fewer slices or a smaller topology, free VMs in the reservation, or ask for a larger one.</source>
        <translation>Pianifica meno sezioni TPU o una topologia più piccola, libera VM nella prenotazione o richiedine una più grande.</translation>
    </message>
    <message>
        <source>Reservation %1 has %2 free VMs of %3 (%4 in use); the plan needs %5.</source>
        <translation>La prenotazione %1 ha %2 VM libere su %3 (%4 in uso); il piano ne richiede %5.</translation>
    </message>
    <message>
        <source>READY, %1, in zone %2 of project %3.</source>
        <translation>READY, %1, nella zona %2 del progetto %3.</translation>
    </message>
    <message>
        <source>TPU quota %1 in %2</source>
        <translation>la quota TPU %1 in %2</translation>
    </message>
    <message>
        <source>Quota %1 in %2 has %3 chips free (limit %4, %5 in use); the plan needs %6.</source>
        <translation>La quota %1 in %2 ha %3 chip liberi (limite %4, %5 in uso); il piano ne richiede %6.</translation>
    </message>
    <message>
        <source>Request a quota increase (IAM &amp; Admin ▸ Quotas, metric %1, region %2), plan fewer chips, or consume a reservation.</source>
        <translation>Richiedi un aumento della quota (IAM e amministrazione ▸ Quote, metrica %1, regione %2), pianifica meno chip o consuma una prenotazione.</translation>
    </message>
    <message>
        <source>Quota is a ceiling, not capacity: a zone can still run out of TPUs.</source>
        <translation>La quota è un tetto massimo, non una capacità garantita: una zona può comunque esaurire le TPU.</translation>
    </message>
    <message>
        <source>Region %1 lists no quota %2 for project %3, so it was not checked.</source>
        <translation>La regione %1 non elenca alcuna quota %2 per il progetto %3, quindi non è stata verificata.</translation>
    </message>
    <message>
        <source>Google said: &quot;%1&quot;. </source>
        <translation>Google ha risposto: &quot;%1&quot;. </translation>
    </message>
    <message>
        <source>Check the TPU quota in the Console (IAM &amp; Admin ▸ Quotas).</source>
        <translation>Verifica la quota TPU nella console (IAM e amministrazione ▸ Quote).</translation>
    </message>
    <message>
        <source>Cloud Quotas knows no quota %1 for project %2, so it was not checked.</source>
        <translation>Cloud Quotas non conosce alcuna quota %1 per il progetto %2, quindi non è stata verificata.</translation>
    </message>
    <message>
        <source>The catalog&apos;s quota id may be out of date. Check the TPU quota in the Console (IAM &amp; Admin ▸ Quotas).</source>
        <translation>L&apos;ID della quota nel catalogo potrebbe non essere aggiornato. Verifica la quota TPU nella console (IAM e amministrazione ▸ Quote).</translation>
    </message>
    <message>
        <source>Cloud Quotas gives no limit of %1 for %2, so it was not checked.</source>
        <translation>Cloud Quotas non indica alcun limite per %1 in %2, quindi la quota non è stata verificata.</translation>
    </message>
    <message>
        <source>Quota %1 in %2 allows %3 chips; the plan needs %4.</source>
        <translation>La quota %1 in %2 consente %3 chip; il piano ne richiede %4.</translation>
    </message>
    <message>
        <source>Request a quota increase (IAM &amp; Admin ▸ Quotas, %1, region %2), plan fewer chips, or consume a reservation.</source>
        <translation>Richiedi un aumento della quota (IAM e amministrazione ▸ Quote, %1, regione %2), pianifica meno chip o consuma una prenotazione.</translation>
    </message>
    <message>
        <source>Quota %1 in %2 allows %3 chips; the plan needs %4. Current usage is not known.</source>
        <translation>La quota %1 in %2 consente %3 chip; il piano ne richiede %4. L&apos;utilizzo attuale non è noto.</translation>
    </message>
    <message>
        <source>The Cloud Quotas API reports limits, not usage: chips already in use in the region count against the same limit (see IAM &amp; Admin ▸ Quotas).</source>
        <translation>L&apos;API Cloud Quotas riporta i limiti, non l&apos;utilizzo: i chip già in uso nella regione vengono conteggiati nello stesso limite (vedi IAM e amministrazione ▸ Quote).</translation>
    </message>
    <message>
        <source>The plan names no Google Cloud project, so nothing was checked live.</source>
        <translation>Il piano non indica alcun progetto Google Cloud, quindi non è stato verificato nulla live.</translation>
    </message>
    <message>
        <source>Enter the project id on the first step (or in the plan file).</source>
        <translation>Inserisci l&apos;ID progetto nel primo passaggio (o nel file del piano).</translation>
    </message>
    <message>
        <source>The machine type was not checked live: the plan has no zone or machine type yet.</source>
        <translation>Il tipo di macchina non è stato verificato live: il piano non ha ancora una zona o un tipo di macchina.</translation>
    </message>
    <message>
        <source>Choose them, then check again.</source>
        <translation>Sceglili, poi verifica di nuovo.</translation>
    </message>
    <message>
        <source>TPU quota was not checked live: the plan is not complete yet.</source>
        <translation>La quota TPU non è stata verificata live: il piano non è ancora completo.</translation>
    </message>
    <message>
        <source>Complete the plan, then check again.</source>
        <translation>Completa il piano, poi verifica di nuovo.</translation>
    </message>
    <message>
        <source>TPU quota was not checked live: the catalog knows no quota metric for %1.</source>
        <translation>La quota TPU non è stata verificata live: il catalogo non conosce alcuna metrica della quota per %1.</translation>
    </message>
    <message>
        <source>its %1 (%2) is not a whole number from 0 to %3</source>
        <translation>il suo %1 (%2) non è un numero intero da 0 a %3</translation>
    </message>
    <message>
        <source>Google asks to wait a day or more; check again later.</source>
        <translation>Google chiede di attendere un giorno o più; verifica di nuovo più tardi.</translation>
    </message>
    <message>
        <source>the reservation&apos;s answer is not usable: %1</source>
        <translation>la risposta sulla prenotazione non è utilizzabile: %1</translation>
    </message>
    <message>
        <source>the reservation&apos;s answer is not usable: %1 VMs in use of %2</source>
        <translation>la risposta sulla prenotazione non è utilizzabile: %1 VM in uso su %2</translation>
    </message>
    <message>
        <source>the quota&apos;s answer is not usable: %1</source>
        <translation>la risposta sulla quota non è utilizzabile: %1</translation>
    </message>
    <message>
        <source>Nothing was checked live: there is no access token.</source>
        <translation>Nulla è stato verificato live: non c&apos;è alcun token di accesso.</translation>
    </message>
    <message>
        <source>Google reports it degraded: %1.</source>
        <translation>Google la segnala come degradata: %1.</translation>
    </message>
    <message>
        <source>Degraded blocks may not run VMs until Google repairs them; plan for less than the free count, or ask your account team. </source>
        <translation>I blocchi degradati potrebbero non eseguire VM finché Google non li ripara; pianifica meno del numero libero o rivolgiti al tuo team dell&apos;account. </translation>
    </message>
    <message>
        <source>Reservation %1 holds %2 chips of %3; the catalog does not know the VM family of the plan&apos;s TPUs to compare.</source>
        <translation>La prenotazione %1 contiene %2 chip di %3; il catalogo non conosce la famiglia di VM delle TPU del piano per confrontarla.</translation>
    </message>
    <message>
        <source>Check that it holds the plan&apos;s TPU version.</source>
        <translation>Verifica che contenga la versione TPU del piano.</translation>
    </message>
    <message>
        <source>Reservation %1 holds chips of %2, but the plan needs %3 (%4).</source>
        <translation>La prenotazione %1 contiene chip di %2, ma il piano richiede %3 (%4).</translation>
    </message>
    <message>
        <source>An aggregate reservation is consumed only by TPUs of its VM family. Choose a reservation of %1, or change the plan&apos;s TPU version.</source>
        <translation>Una prenotazione aggregata viene consumata solo da TPU della sua famiglia di VM. Scegli una prenotazione di %1 o cambia la versione TPU del piano.</translation>
    </message>
    <message>
        <source>, %1 of %2 hosts in use</source>
        <translation>, %1 host su %2 in uso</translation>
    </message>
    <message>
        <source>Reservation %1 has %2 free chips (%3 reserved, %4 in use%5); the plan needs %6.</source>
        <translation>La prenotazione %1 ha %2 chip liberi (%3 prenotati, %4 in uso%5); il piano ne richiede %6.</translation>
    </message>
    <message>
        <source>Plan fewer slices or a smaller topology, free chips in the reservation, or ask for a larger one.</source>
        <translation>Pianifica meno sezioni TPU o una topologia più piccola, libera chip nella prenotazione o chiedine una più grande.</translation>
    </message>
    <message>
        <source>Reservation %1 has %2 free chips of %3 (%4 in use%5); the plan needs %6.</source>
        <translation>La prenotazione %1 ha %2 chip liberi su %3 (%4 in uso%5); il piano ne richiede %6.</translation>
    </message>
    <message>
        <source>READY, an aggregate reservation of %1, in zone %2 of project %3.</source>
        <translation>READY, una prenotazione aggregata di %1, nella zona %2 del progetto %3.</translation>
    </message>
    <message>
        <source>Reservation %1 is neither a specific reservation of VMs nor an aggregate reservation of chips; its free capacity cannot be counted here.</source>
        <translation>La prenotazione %1 non è né una prenotazione specifica di VM né una prenotazione aggregata di chip; qui la sua capacità libera non può essere conteggiata.</translation>
    </message>
</context>
<context>
    <name>tpu::live::Connection</name>
    <message>
        <source>not connected</source>
        <translation>non connesso</translation>
    </message>
    <message>
        <source>file %1</source>
        <translation>file %1</translation>
    </message>
    <message>
        <source>This is not a usable service-account key: %1.</source>
        <translation>Questa non è una chiave dell&apos;account di servizio utilizzabile: %1.</translation>
    </message>
    <message>
        <source>No keychain is available in this build.</source>
        <translation>In questa build non è disponibile alcun portachiavi.</translation>
    </message>
    <message>
        <source>The key was not stored: %1</source>
        <translation>La chiave non è stata salvata: %1</translation>
    </message>
    <message>
        <source>Connected to %1 with %2.</source>
        <translation>Connesso a %1 con %2.</translation>
    </message>
    <message>
        <source>this session only</source>
        <translation>solo per questa sessione</translation>
    </message>
    <message>
        <source>The key in the keychain is not usable: %1.</source>
        <translation>La chiave nel portachiavi non è utilizzabile: %1.</translation>
    </message>
    <message>
        <source>Disconnected, but the key could not be deleted from the keychain: %1</source>
        <translation>Disconnesso, ma non è stato possibile eliminare la chiave dal portachiavi: %1</translation>
    </message>
    <message>
        <source>Disconnected; the key for %1 was deleted from the keychain.</source>
        <translation>Disconnesso; la chiave per %1 è stata eliminata dal portachiavi.</translation>
    </message>
    <message>
        <source>the API root &quot;%1&quot; is not an http(s) URL</source>
        <translation>la radice API &quot;%1&quot; non è un URL http(s)</translation>
    </message>
    <message>
        <source>the API root &quot;%1&quot; is plain http to another machine; the access token would travel in clear text. Use https (http is accepted only for 127.0.0.1, ::1 and localhost)</source>
        <translation>la radice API &quot;%1&quot; usa http non cifrato verso un&apos;altra macchina: il token di accesso viaggerebbe in chiaro. Usa https (http è accettato solo per 127.0.0.1, ::1 e localhost)</translation>
    </message>
    <message>
        <source>%1 is not a usable service-account key: %2</source>
        <translation>%1 non è una chiave dell&apos;account di servizio utilizzabile: %2</translation>
    </message>
    <message>
        <source>Connected with %1.</source>
        <translation>Connesso con %1.</translation>
    </message>
    <message>
        <source>Not connected:</source>
        <translation>Non connesso:</translation>
    </message>
    <message>
        <source>Connecting with %1…</source>
        <translation>Connessione con %1…</translation>
    </message>
    <message>
        <source>Connecting to %1 with %2…</source>
        <translation>Connessione a %1 con %2…</translation>
    </message>
</context>
<context>
    <name>tpu::live::Jwt</name>
    <message>
        <source>unknown OpenSSL error</source>
        <translation>errore OpenSSL sconosciuto</translation>
    </message>
    <message>
        <source>the private key cannot be read (%1)</source>
        <translation>impossibile leggere la chiave privata (%1)</translation>
    </message>
    <message>
        <source>the private key is not an RSA key</source>
        <translation>la chiave privata non è una chiave RSA</translation>
    </message>
    <message>
        <source>signing failed (%1)</source>
        <translation>firma non riuscita (%1)</translation>
    </message>
</context>
<context>
    <name>tpu::live::Keychain</name>
    <message>
        <source>Start a keychain (GNOME Keyring, KWallet or KeePassXC with Secret Service) in your desktop session and unlock it, then try again; or use the key for this session only.</source>
        <translation>Avvia un portachiavi (GNOME Keyring, KWallet o KeePassXC con Secret Service) nella tua sessione desktop e sbloccalo, poi riprova; oppure usa la chiave solo per questa sessione.</translation>
    </message>
    <message>
        <source>The keychain has no such entry.</source>
        <translation>Il portachiavi non contiene questa voce.</translation>
    </message>
    <message>
        <source>The keychain is locked or refused access (%1). %2</source>
        <translation>Il portachiavi è bloccato o ha negato l&apos;accesso (%1). %2</translation>
    </message>
    <message>
        <source>Access to the keychain was refused in its prompt.</source>
        <translation>L&apos;accesso al portachiavi è stato negato nella sua finestra di richiesta.</translation>
    </message>
    <message>
        <source>The keychain could not delete the entry (%1).</source>
        <translation>Il portachiavi non è riuscito a eliminare la voce (%1).</translation>
    </message>
    <message>
        <source>No keychain is available (%1). %2</source>
        <translation>Nessun portachiavi disponibile (%1). %2</translation>
    </message>
    <message>
        <source>No keychain is available (test: the in-memory keychain plays none).</source>
        <translation>Nessun portachiavi disponibile (test: il portachiavi in memoria ne simula l&apos;assenza).</translation>
    </message>
    <message>
        <source>No entry %1.</source>
        <translation>Nessuna voce %1.</translation>
    </message>
</context>
<context>
    <name>tpu::live::ReservationAnswer</name>
    <message>
        <source>%1 is %2, not a list</source>
        <translation>%1 è %2, non un elenco</translation>
    </message>
    <message>
        <source>%1 has %2 entries; at most %3 are read</source>
        <translation>%1 ha %2 voci; se ne leggono al massimo %3</translation>
    </message>
    <message>
        <source>an entry of %1 is %2, not an object</source>
        <translation>una voce di %1 è %2, non un oggetto</translation>
    </message>
    <message>
        <source>an accelerator of %1 is %2, not an object</source>
        <translation>un acceleratore di %1 è %2, non un oggetto</translation>
    </message>
    <message>
        <source>an accelerator of %1: %2</source>
        <translation>un acceleratore di %1: %2</translation>
    </message>
    <message>
        <source>an accelerator of %1 has type %2, not an accelerator type</source>
        <translation>un acceleratore di %1 ha tipo %2, non un tipo di acceleratore</translation>
    </message>
    <message>
        <source>%1 add up to more than %2 chips</source>
        <translation>%1 sommano più di %2 chip</translation>
    </message>
    <message>
        <source>%1 of %2 blocks degraded (%3)</source>
        <translation>%1 blocchi su %2 degradati (%3)</translation>
    </message>
    <message>
        <source>no status</source>
        <translation>nessuno stato</translation>
    </message>
    <message>
        <source>%1 blocks degraded (%2)</source>
        <translation>%1 blocchi degradati (%2)</translation>
    </message>
    <message>
        <source>health %1</source>
        <translation>stato di salute %1</translation>
    </message>
    <message>
        <source>its vmFamily %1 is not a VM family like VM_FAMILY_CLOUD_TPU_LITE_POD_SLICE_CT6E</source>
        <translation>il suo vmFamily %1 non è una famiglia di VM come VM_FAMILY_CLOUD_TPU_LITE_POD_SLICE_CT6E</translation>
    </message>
    <message>
        <source>%1 chips in use of %2 reserved</source>
        <translation>%1 chip in uso su %2 prenotati</translation>
    </message>
    <message>
        <source>%1 hosts in use of %2</source>
        <translation>%1 host in uso su %2</translation>
    </message>
    <message>
        <source>its resourceStatus is %1, not an object</source>
        <translation>il suo resourceStatus è %1, non un oggetto</translation>
    </message>
    <message>
        <source>its healthInfo is %1, not an object</source>
        <translation>il suo healthInfo è %1, non un oggetto</translation>
    </message>
    <message>
        <source>its healthStatus %1 is not a status like DEGRADED</source>
        <translation>il suo healthStatus %1 non è uno stato come DEGRADED</translation>
    </message>
</context>
<context>
    <name>tpu::live::ServiceAccountKey</name>
    <message>
        <source>it is not a JSON key file (%1 at byte %2)</source>
        <translation>non è un file di chiave JSON (%1 al byte %2)</translation>
    </message>
    <message>
        <source>it holds a user login (&quot;authorized_user&quot;), not a service-account key; to use your own login, run &quot;gcloud auth login&quot; and connect without a key</source>
        <translation>contiene un accesso utente (&quot;authorized_user&quot;), non una chiave dell&apos;account di servizio; per usare il tuo accesso, esegui &quot;gcloud auth login&quot; e connettiti senza chiave</translation>
    </message>
    <message>
        <source>its &quot;type&quot; is &quot;%1&quot;, not &quot;service_account&quot;; create a key with &quot;gcloud iam service-accounts keys create&quot;</source>
        <translation>il suo &quot;type&quot; è &quot;%1&quot;, non &quot;service_account&quot;; crea una chiave con &quot;gcloud iam service-accounts keys create&quot;</translation>
    </message>
    <message>
        <source>the field &quot;%1&quot; is missing or empty</source>
        <translation>il campo &quot;%1&quot; manca o è vuoto</translation>
    </message>
    <message>
        <source>the field &quot;private_key&quot; is not a PEM key</source>
        <translation>il campo &quot;private_key&quot; non è una chiave PEM</translation>
    </message>
    <message>
        <source>its &quot;token_uri&quot; (%1) is not an https address; the signed assertion would travel in clear text</source>
        <translation>il suo &quot;token_uri&quot; (%1) non è un indirizzo https: l&apos;asserzione firmata viaggerebbe in chiaro</translation>
    </message>
    <message>
        <source>%1 is not a usable service-account key: %2</source>
        <translation>%1 non è una chiave dell&apos;account di servizio utilizzabile: %2</translation>
    </message>
    <message>
        <source>%1 is %2, not a key file; give the path of the JSON key file itself</source>
        <translation>%1 è %2, non un file di chiave; indica il percorso del file di chiave JSON stesso</translation>
    </message>
    <message>
        <source>%1 is %2 bytes, larger than %3: a service-account key file is about 2.4 KB. Check that this is the key file</source>
        <translation>%1 è di %2 byte, più di %3: un file di chiave dell&apos;account di servizio è di circa 2,4 KB. Controlla che sia il file della chiave</translation>
    </message>
    <message>
        <source>its &quot;token_uri&quot; (%1) is neither Google&apos;s token endpoint (https://oauth2.googleapis.com/token) nor on the API root %2</source>
        <translation>il suo &quot;token_uri&quot; (%1) non è né l&apos;endpoint dei token di Google (https://oauth2.googleapis.com/token) né sulla radice API %2</translation>
    </message>
    <message>
        <source>its &quot;token_uri&quot; (%1) is not Google&apos;s token endpoint (https://oauth2.googleapis.com/token); the signed request is sent nowhere else</source>
        <translation>il suo &quot;token_uri&quot; (%1) non è l&apos;endpoint dei token di Google (https://oauth2.googleapis.com/token); la richiesta firmata non viene inviata altrove</translation>
    </message>
    <message>
        <source>it is %1 bytes, larger than %2: a service-account key is about 2.4 KB</source>
        <translation>è di %1 byte, più di %2: una chiave dell&apos;account di servizio è di circa 2,4 KB</translation>
    </message>
</context>
<context>
    <name>tpu::live::TokenSource</name>
    <message>
        <source>service-account key %1 (%2)</source>
        <translation>chiave dell&apos;account di servizio %1 (%2)</translation>
    </message>
    <message>
        <source>The service-account key cannot sign a token request: %1. Create a new key for %2 and connect again.</source>
        <translation>La chiave dell&apos;account di servizio non può firmare una richiesta di token: %1. Crea una nuova chiave per %2 e connettiti di nuovo.</translation>
    </message>
    <message>
        <source>The token request to %1 was cancelled or timed out.</source>
        <translation>La richiesta di token a %1 è stata annullata o è scaduta.</translation>
    </message>
    <message>
        <source>The token endpoint %1 cannot be reached (%2). Check the network connection and proxy.</source>
        <translation>L&apos;endpoint dei token %1 non è raggiungibile (%2). Controlla la connessione di rete e il proxy.</translation>
    </message>
    <message>
        <source>Check that the key is still valid (not deleted or disabled) in IAM ▸ Service accounts, or create a new key.</source>
        <translation>Verifica che la chiave sia ancora valida (non eliminata né disattivata) in IAM ▸ Account di servizio oppure crea una nuova chiave.</translation>
    </message>
    <message>
        <source>This computer&apos;s clock looks wrong; set it to the correct time.</source>
        <translation>L&apos;orologio di questo computer sembra sbagliato: imposta l&apos;ora corretta.</translation>
    </message>
    <message>
        <source>%1 refused the token request (HTTP %2%3%4). %5</source>
        <translation>%1 ha rifiutato la richiesta di token (HTTP %2%3%4). %5</translation>
    </message>
    <message>
        <source>your gcloud login (gcloud auth print-access-token)</source>
        <translation>il tuo accesso gcloud (gcloud auth print-access-token)</translation>
    </message>
    <message>
        <source>gcloud is not installed (or not on PATH). Install the Google Cloud CLI and run &quot;gcloud auth login&quot;, or connect with a service-account key.</source>
        <translation>gcloud non è installato (o non è nel PATH). Installa Google Cloud CLI ed esegui &quot;gcloud auth login&quot; oppure connettiti con una chiave dell&apos;account di servizio.</translation>
    </message>
    <message>
        <source>it did not answer within %1 s</source>
        <translation>non ha risposto entro %1 s</translation>
    </message>
    <message>
        <source>exit code %1</source>
        <translation>codice di uscita %1</translation>
    </message>
    <message>
        <source>gcloud gave no access token (%1). Run &quot;gcloud auth login&quot; in a terminal, or connect with a service-account key.</source>
        <translation>gcloud non ha fornito alcun token di accesso (%1). Esegui &quot;gcloud auth login&quot; in un terminale oppure connettiti con una chiave dell&apos;account di servizio.</translation>
    </message>
    <message>
        <source>the answer is not a JSON object</source>
        <translation>la risposta non è un oggetto JSON</translation>
    </message>
    <message>
        <source>its access_token is not a bearer token (%1 bytes at most, letters, digits and -._~+/ only)</source>
        <translation>il suo access_token non è un bearer token (al massimo %1 byte, solo lettere, cifre e -._~+/)</translation>
    </message>
    <message>
        <source>its expires_in is not a whole number of seconds from 1 to 86400</source>
        <translation>il suo expires_in non è un numero intero di secondi da 1 a 86400</translation>
    </message>
    <message>
        <source>The token endpoint %1 did not answer within %2 s. Check the network connection and proxy, then check again.</source>
        <translation>L&apos;endpoint dei token %1 non ha risposto entro %2 s. Controlla la connessione di rete e il proxy, poi verifica di nuovo.</translation>
    </message>
    <message>
        <source>The token endpoint %1 sent more than %2; a token answer is about 1 KB. Check the key&apos;s token_uri (and --api-root).</source>
        <translation>L&apos;endpoint dei token %1 ha inviato più di %2; una risposta con un token è di circa 1 KB. Controlla il token_uri della chiave (e --api-root).</translation>
    </message>
    <message>
        <source>The token endpoint %1 answered with a redirect (HTTP %2 to %3); the signed request is sent only to the key&apos;s token_uri. Check the key&apos;s token_uri.</source>
        <translation>L&apos;endpoint dei token %1 ha risposto con un reindirizzamento (HTTP %2 verso %3); la richiesta firmata viene inviata solo al token_uri della chiave. Controlla il token_uri della chiave.</translation>
    </message>
    <message>
        <source>%1 gave an unusable token answer: %2. Check the key&apos;s token_uri (and --api-root).</source>
        <translation>%1 ha dato una risposta con token inutilizzabile: %2. Controlla il token_uri della chiave (e --api-root).</translation>
    </message>
    <message>
        <source>it printed more than %1</source>
        <translation>ha stampato più di %1</translation>
    </message>
    <message>
        <source>its output is not an access token</source>
        <translation>il suo output non è un token di accesso</translation>
    </message>
    <message>
        <source>Not connected: run `gcloud auth login`.</source>
        <translation>Non connesso: esegui `gcloud auth login`.</translation>
    </message>
</context>
<context>
    <name>tpu::model::Alternatives</name>
    <message>
        <source>%1 chips</source>
        <translation>%1 chip</translation>
    </message>
    <message>
        <source>%1 GiB of HBM</source>
        <translation>%1 GiB di HBM</translation>
    </message>
    <message>
        <source>%1 PFLOP/s peak bf16</source>
        <translation>%1 PFLOP/s di picco bf16</translation>
    </message>
    <message>
        <source>the catalog has no HBM per chip</source>
        <translation>il catalogo non indica l&apos;HBM per chip</translation>
    </message>
    <message>
        <source>the catalog has no peak bf16 per chip</source>
        <translation>il catalogo non indica il picco bf16 per chip</translation>
    </message>
    <message>
        <source>%1 set to %2.</source>
        <translation>%1: valore impostato su %2.</translation>
    </message>
    <message>
        <source>%1 %2 → %3.</source>
        <translation>%1 %2 → %3.</translation>
    </message>
    <message>
        <source>TPU version</source>
        <translation>Versione TPU</translation>
    </message>
    <message>
        <source>Machine type</source>
        <translation>Tipo di macchina</translation>
    </message>
    <message>
        <source>Zone</source>
        <translation>Zona</translation>
    </message>
    <message>
        <source>Topology</source>
        <translation>Topologia</translation>
    </message>
    <message>
        <source>Slices %1 → %2.</source>
        <translation>Sezioni TPU %1 → %2.</translation>
    </message>
    <message>
        <source>The plan does not describe a complete slice, so it has no chip count to match: give a target (chips, HBM or PFLOP/s).</source>
        <translation>Il piano non descrive una sezione TPU completa, quindi non ha un numero di chip da eguagliare: indica un obiettivo (chip, HBM o PFLOP/s).</translation>
    </message>
    <message>
        <source>The target must be a positive number.</source>
        <translation>L&apos;obiettivo deve essere un numero positivo.</translation>
    </message>
    <message>
        <source>The plan has no region or zone yet: choose one, or look in every region.</source>
        <translation>Il piano non ha ancora una regione o una zona: scegline una o cerca in tutte le regioni.</translation>
    </message>
    <message>
        <source>%1 left out: %2.</source>
        <translation>%1 esclusa: %2.</translation>
    </message>
    <message>
        <source>passes</source>
        <translation>rispettate</translation>
    </message>
    <message>
        <source>Alternatives that meet %1 (%2; cost at %3 prices):
</source>
        <translation>Alternative che raggiungono %1 (%2; costo a prezzi %3):
</translation>
    </message>
    <message>
        <source>every region</source>
        <translation>tutte le regioni</translation>
    </message>
    <message>
        <source>region %1</source>
        <translation>regione %1</translation>
    </message>
    <message>
        <source>spot</source>
        <translation>spot</translation>
    </message>
    <message>
        <source>on-demand</source>
        <translation>on demand</translation>
    </message>
    <message>
        <source>VERSION</source>
        <translation>VERSIONE</translation>
    </message>
    <message>
        <source>MACHINE TYPE</source>
        <translation>TIPO DI MACCHINA</translation>
    </message>
    <message>
        <source>TOPOLOGY</source>
        <translation>TOPOLOGIA</translation>
    </message>
    <message>
        <source>SLICES</source>
        <translation>SEZIONI TPU</translation>
    </message>
    <message>
        <source>ZONE</source>
        <translation>ZONA</translation>
    </message>
    <message>
        <source>CHIPS</source>
        <translation>CHIP</translation>
    </message>
    <message>
        <source>VMS</source>
        <translation>VM</translation>
    </message>
    <message>
        <source>HBM GIB</source>
        <translation>HBM GIB</translation>
    </message>
    <message>
        <source>PFLOP/S</source>
        <translation>PFLOP/S</translation>
    </message>
    <message>
        <source>$/HOUR</source>
        <translation>$/ORA</translation>
    </message>
    <message>
        <source>$/PFLOP/S-HOUR</source>
        <translation>$/PFLOP/S-ORA</translation>
    </message>
    <message>
        <source>CHECK</source>
        <translation>REGOLE</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>sconosciuto</translation>
    </message>
    <message>
        <source>fails</source>
        <translation>non rispettate</translation>
    </message>
    <message>
        <source> (custom)</source>
        <translation> (personalizzata)</translation>
    </message>
    <message>
        <source>None: no version the catalog offers in this scope meets the target.
</source>
        <translation>Nessuna: nessuna versione offerta dal catalogo in questo ambito raggiunge l&apos;obiettivo.
</translation>
    </message>
    <message>
        <source>* the plan&apos;s own choice
</source>
        <translation>* la scelta attuale del piano
</translation>
    </message>
    <message>
        <source>(?) rests on a value the catalog marks uncertain; unknown: the catalog has no price or figure.
</source>
        <translation>(?) si basa su un valore che il catalogo indica come incerto; sconosciuto: il catalogo non ha un prezzo o un dato.
</translation>
    </message>
</context>
<context>
    <name>tpu::model::AtomicFile</name>
    <message>
        <source>cannot write %1: %2</source>
        <translation>impossibile scrivere %1: %2</translation>
    </message>
    <message>
        <source>cannot create the folder %1</source>
        <translation>impossibile creare la cartella %1</translation>
    </message>
    <message>
        <source>cannot remove %1: %2</source>
        <translation>impossibile rimuovere %1: %2</translation>
    </message>
    <message>
        <source>cannot restrict the folder %1 to its owner: %2</source>
        <translation>impossibile limitare la cartella %1 al solo proprietario: %2</translation>
    </message>
    <message>
        <source>cannot write %1: a folder has that name; rename or move the folder</source>
        <translation>impossibile scrivere %1: una cartella ha quel nome; rinomina o sposta la cartella</translation>
    </message>
    <message>
        <source>cannot write %1: it is %2, not a regular file; only a regular file or a missing path is replaced, so it was left alone</source>
        <translation>impossibile scrivere %1: è %2, non un file normale; si sostituisce solo un file normale o un percorso inesistente, quindi è stato lasciato com’è</translation>
    </message>
    <message>
        <source>cannot write %1: another program changed or replaced it since it was read; nothing was written, so its change is kept. Run the command again to apply yours to the new file</source>
        <translation>impossibile scrivere %1: un altro programma lo ha modificato o sostituito dopo la lettura; non è stato scritto nulla, quindi la sua modifica è conservata. Esegui di nuovo il comando per applicare la tua al nuovo file</translation>
    </message>
    <message>
        <source>another program (%1, process %2) is writing %3; nothing was written. Try again when it has finished</source>
        <translation>un altro programma (%1, processo %2) sta scrivendo %3; non è stato scritto nulla. Riprova quando ha terminato</translation>
    </message>
</context>
<context>
    <name>tpu::model::Availability</name>
    <message>
        <source>%1 in %2 mode</source>
        <translation>%1 in modalità %2</translation>
    </message>
    <message>
        <source>v5p autoscaling</source>
        <translation>scalabilità automatica v5p</translation>
    </message>
    <message>
        <source>Multislice</source>
        <translation>Multislice</translation>
    </message>
    <message>
        <source>flex-start TPU nodes</source>
        <translation>nodi TPU flex-start</translation>
    </message>
    <message>
        <source>a compute class with TPU priorities</source>
        <translation>una compute class con priorità TPU</translation>
    </message>
</context>
<context>
    <name>tpu::model::CalendarRules</name>
    <message>
        <source>no zone</source>
        <translation>nessuna zona</translation>
    </message>
    <message>
        <source>A calendar-mode reservation is consumed as a specific reservation, but the plan&apos;s consumption is %1.</source>
        <translation>Una prenotazione in modalità calendario si consuma come prenotazione specifica, ma il consumo del piano è %1.</translation>
    </message>
    <message>
        <source>Choose the reservation consumption with the reservation&apos;s name (tpu-planner edit --reservation NAME), or turn calendar mode off.</source>
        <translation>Scegli il consumo da prenotazione con il nome della prenotazione (tpu-planner edit --reservation NAME), oppure disattiva la modalità calendario.</translation>
    </message>
    <message>
        <source>The calendar-mode reservation has no duration.</source>
        <translation>La prenotazione in modalità calendario non ha una durata.</translation>
    </message>
    <message numerus="yes">
        <source>A calendar-mode reservation of %n day(s) is not possible.</source>
        <translation>
            <numerusform>Una prenotazione in modalità calendario di %n giorno non è possibile.</numerusform>
            <numerusform>Una prenotazione in modalità calendario di %n giorni non è possibile.</numerusform>
        </translation>
    </message>
    <message>
        <source>Calendar mode reserves TPUs for %1 to %2 days.</source>
        <translation>La modalità calendario prenota TPU per un periodo da %1 a %2 giorni.</translation>
    </message>
    <message>
        <source>The calendar-mode reservation has no start time.</source>
        <translation>La prenotazione in modalità calendario non ha un orario di inizio.</translation>
    </message>
    <message>
        <source>Give the UTC time the reservation starts (--calendar-start).</source>
        <translation>Indica l&apos;ora UTC in cui inizia la prenotazione (--calendar-start).</translation>
    </message>
    <message>
        <source>The calendar-mode start %1 UTC is in the past.</source>
        <translation>L&apos;inizio in modalità calendario %1 UTC è nel passato.</translation>
    </message>
    <message>
        <source>Calendar mode books capacity ahead; choose a later start.</source>
        <translation>La modalità calendario prenota la capacità in anticipo; scegli un inizio successivo.</translation>
    </message>
    <message>
        <source>The calendar-mode start %1 UTC is more than %2 days ahead.</source>
        <translation>L&apos;inizio in modalità calendario %1 UTC è oltre %2 giorni da oggi.</translation>
    </message>
    <message>
        <source>TPU calendar-mode capacity can be booked at most %1 days ahead; choose an earlier start.</source>
        <translation>La capacità TPU in modalità calendario si prenota al massimo %1 giorni prima; scegli un inizio più vicino.</translation>
    </message>
    <message>
        <source>Whether calendar mode offers %1 in %2 is not known.</source>
        <translation>Non si sa se la modalità calendario offre %1 in %2.</translation>
    </message>
    <message>
        <source>The catalog lists no calendar-mode zones; check with Google (tpu-planner advise) before relying on it.</source>
        <translation>Il catalogo non elenca zone per la modalità calendario; verifica con Google (tpu-planner advise) prima di contarci.</translation>
    </message>
    <message>
        <source>No Google page lists calendar mode for %1 in %2.</source>
        <translation>Nessuna pagina di Google elenca la modalità calendario per %1 in %2.</translation>
    </message>
    <message>
        <source>No page lists calendar mode for %1 at all; use another consumption option.</source>
        <translation>Nessuna pagina elenca la modalità calendario per %1; usa un&apos;altra opzione di consumo.</translation>
    </message>
    <message>
        <source>Zones some page lists for it: %1.</source>
        <translation>Zone che qualche pagina elenca: %1.</translation>
    </message>
    <message>
        <source>Google&apos;s pages disagree whether calendar mode offers %1 in %2: listed by %3, not by %4.</source>
        <translation>Le pagine di Google non concordano sulla modalità calendario per %1 in %2: la elencano %3, non %4.</translation>
    </message>
    <message>
        <source>What the others list instead: %1. Ask Compute Engine (tpu-planner advise) before the request: once submitted it cannot be withdrawn.</source>
        <translation>Cosa elencano invece le altre: %1. Chiedi a Compute Engine (tpu-planner advise) prima della richiesta: una volta inviata non si può ritirare.</translation>
    </message>
    <message>
        <source>GKE consumes calendar-mode TPU reservations from %1 in %2 clusters; the plan has %3.</source>
        <translation>GKE consuma le prenotazioni TPU in modalità calendario dalla versione %1 nei cluster %2; il piano ha %3.</translation>
    </message>
    <message>
        <source>Upgrade the cluster or pin version %1 or later.</source>
        <translation>Aggiorna il cluster o fissa la versione %1 o successiva.</translation>
    </message>
    <message>
        <source>Once Google confirms the calendar-mode request it cannot be changed or cancelled.</source>
        <translation>Una volta confermata da Google, la richiesta in modalità calendario non si può modificare né annullare.</translation>
    </message>
    <message>
        <source>The exported script submits it (--planning-status=SUBMITTED): check the start, the duration, the zone and the chips before you run it; you pay for the whole period.</source>
        <translation>Lo script esportato la invia (--planning-status=SUBMITTED): controlla inizio, durata, zona e chip prima di eseguirlo; paghi l&apos;intero periodo.</translation>
    </message>
    <message>
        <source>A calendar-mode reservation needs no Compute Engine TPU quota.</source>
        <translation>Una prenotazione in modalità calendario non richiede quota TPU di Compute Engine.</translation>
    </message>
    <message>
        <source>Only disks and IP addresses outside the reservation count against quota.</source>
        <translation>Solo i dischi e gli indirizzi IP fuori dalla prenotazione contano sulla quota.</translation>
    </message>
    <message>
        <source>At %1 UTC Compute Engine deletes the reservation and every TPU VM that consumes it.</source>
        <translation>Alle %1 UTC Compute Engine elimina la prenotazione e ogni VM TPU che la consuma.</translation>
    </message>
    <message>
        <source>The node pools&apos; TPU nodes go with it; checkpoint before the end.</source>
        <translation>I nodi TPU dei pool di nodi se ne vanno con essa; salva un checkpoint prima della fine.</translation>
    </message>
    <message>
        <source>No Google page the catalog records gives how many %1 chips one calendar-mode request may ask for.</source>
        <translation>Nessuna pagina di Google registrata nel catalogo indica quanti chip %1 può chiedere una richiesta in modalità calendario.</translation>
    </message>
    <message>
        <source>Ask Compute Engine whether %1 chips can be had (tpu-planner advise) before the request: once submitted it cannot be withdrawn.</source>
        <translation>Chiedi a Compute Engine se %1 chip sono ottenibili (tpu-planner advise) prima della richiesta: una volta inviata non si può ritirare.</translation>
    </message>
    <message>
        <source>A calendar-mode request cannot ask for %1 %2 chips for a %3 workload.</source>
        <translation>Una richiesta in modalità calendario non può chiedere %1 chip %2 per un carico di lavoro %3.</translation>
    </message>
    <message>
        <source>The chips one request may ask for: %1. Change the topology or the number of slices, or choose another consumption option.</source>
        <translation>I chip che una richiesta può chiedere: %1. Cambia la topologia o il numero di sezioni, oppure scegli un&apos;altra opzione di consumo.</translation>
    </message>
    <message>
        <source>Google&apos;s pages disagree whether a calendar-mode request may ask for %1 %2 chips for a %3 workload: allowed by %4, not by %5.</source>
        <translation>Le pagine di Google non concordano se una richiesta in modalità calendario possa chiedere %1 chip %2 per un carico di lavoro %3: consentito da %4, non da %5.</translation>
    </message>
    <message>
        <source>The counts each page gives: %1. Ask Compute Engine (tpu-planner advise) before the request: once submitted it cannot be withdrawn.</source>
        <translation>I numeri indicati da ciascuna pagina: %1. Chiedi a Compute Engine (tpu-planner advise) prima della richiesta: una volta inviata non si può ritirare.</translation>
    </message>
</context>
<context>
    <name>tpu::model::ConstraintHints</name>
    <message>
        <source>The allowed range depends on the topology (step 4).</source>
        <translation>L&apos;intervallo consentito dipende dalla topologia (passaggio 4).</translation>
    </message>
    <message>
        <source>Multi-host slice: each node pool scales atomically, 0 or %1 nodes (minimum 0 or %1, maximum %1).</source>
        <translation>Sezione TPU multi-host: ogni pool di nodi scala in modo atomico, 0 o %1 nodi (minimo 0 o %1, massimo %1).</translation>
    </message>
    <message>
        <source>Single-host slice: each node is one %1-chip VM; the pool scales between the minimum and maximum.</source>
        <translation>Sezione TPU a host singolo: ogni nodo è una VM con %1 chip; il pool scala tra il minimo e il massimo.</translation>
    </message>
    <message>
        <source>Let GKE add and remove nodes of each slice&apos;s node pool.</source>
        <translation>Consenti a GKE di aggiungere e rimuovere nodi nel pool di nodi di ogni sezione TPU.</translation>
    </message>
    <message>
        <source>Autopilot scales TPU nodes itself; node pool autoscaling is a Standard setting.</source>
        <translation>Autopilot scala da sé i nodi TPU; la scalabilità automatica del pool di nodi è un&apos;impostazione della modalità Standard.</translation>
    </message>
</context>
<context>
    <name>tpu::model::DeploymentRules</name>
    <message>
        <source>Each Pod requests %1 MiB of memory; a %2 VM leaves %3 MiB allocatable.</source>
        <translation>Ogni Pod richiede %1 MiB di memoria; una VM %2 ne lascia allocabili %3 MiB.</translation>
    </message>
    <message>
        <source>GKE never schedules a Pod whose requests exceed the node&apos;s allocatable memory: it stays Pending. The requests must fit the smallest credible size of the VM.</source>
        <translation>GKE non pianifica mai un Pod le cui richieste superano la memoria allocabile del nodo: resta Pending. Le richieste devono stare nella dimensione credibile più piccola della VM.</translation>
    </message>
    <message>
        <source>Each Pod requests %1 millicores of CPU; a %2 VM leaves %3 allocatable.</source>
        <translation>Ogni Pod richiede %1 millicore di CPU; una VM %2 ne lascia allocabili %3.</translation>
    </message>
    <message>
        <source>GKE never schedules a Pod whose requests exceed the node&apos;s allocatable CPU: it stays Pending.</source>
        <translation>GKE non pianifica mai un Pod le cui richieste superano la CPU allocabile del nodo: resta Pending.</translation>
    </message>
    <message>
        <source>The Pods select reservation %1 without its project %2.</source>
        <translation>I Pod selezionano la prenotazione %1 senza il suo progetto %2.</translation>
    </message>
    <message>
        <source>Autopilot looks for a reservation in the cluster&apos;s project unless the Pod selects cloud.google.com/reservation-project: the Pods would never be scheduled.</source>
        <translation>Autopilot cerca la prenotazione nel progetto del cluster, a meno che il Pod non selezioni cloud.google.com/reservation-project: i Pod non verrebbero mai pianificati.</translation>
    </message>
    <message>
        <source>The Pods do not select the plan&apos;s zone %1.</source>
        <translation>I Pod non selezionano la zona %1 del piano.</translation>
    </message>
    <message>
        <source>Without topology.kubernetes.io/zone GKE creates TPU nodes in any zone of the region, where the plan&apos;s reservation, quota or accelerator may not be.</source>
        <translation>Senza topology.kubernetes.io/zone GKE crea i nodi TPU in una zona qualsiasi della regione, dove la prenotazione, la quota o l&apos;acceleratore del piano potrebbero non esserci.</translation>
    </message>
    <message>
        <source>The compute class %1 sets location zones together with a specific reservation.</source>
        <translation>La classe di calcolo %1 imposta le zone di location insieme a una prenotazione specifica.</translation>
    </message>
    <message>
        <source>GKE refuses location.zones combined with reservations affinity Specific (&quot;location config with specific reservations enabled&quot;): the zones belong in reservations.specific[].zones.</source>
        <translation>GKE rifiuta location.zones insieme a una prenotazione con affinity Specific (&quot;location config with specific reservations enabled&quot;): le zone vanno in reservations.specific[].zones.</translation>
    </message>
    <message>
        <source>Node auto-provisioning limits (%1 vCPU, %2 GB) leave no room beside the TPU nodes (%3 vCPU, %4 GB).</source>
        <translation>I limiti del provisioning automatico dei nodi (%1 vCPU, %2 GB) non lasciano spazio oltre ai nodi TPU (%3 vCPU, %4 GB).</translation>
    </message>
    <message>
        <source>GKE counts the CPU and memory of every node pool against the limits, the default pool&apos;s nodes too: limits equal to the slice never let the TPU pools scale up.</source>
        <translation>GKE conta nei limiti la CPU e la memoria di ogni pool di nodi, anche i nodi del pool predefinito: limiti pari alla sezione non lasciano mai crescere i pool di nodi TPU.</translation>
    </message>
    <message>
        <source>The accelerator limit (%1 chips) does not cover the plan&apos;s %2 chips.</source>
        <translation>Il limite degli acceleratori (%1 chip) non copre i %2 chip del piano.</translation>
    </message>
    <message>
        <source>Node auto-provisioning never creates TPU nodes beyond the accelerator limit.</source>
        <translation>Il provisioning automatico dei nodi non crea mai nodi TPU oltre il limite degli acceleratori.</translation>
    </message>
    <message>
        <source>The auto-provisioning limits leave %1 vCPU and %2 GB for the existing cluster&apos;s other nodes.</source>
        <translation>I limiti del provisioning automatico lasciano %1 vCPU e %2 GB per gli altri nodi del cluster esistente.</translation>
    </message>
    <message>
        <source>GKE counts every node pool of the cluster against the limits; if the cluster already runs more, raise --max-cpu and --max-memory in gcloud.sh by that much.</source>
        <translation>GKE conta nei limiti ogni pool di nodi del cluster; se il cluster ne usa già di più, aumenta --max-cpu e --max-memory in gcloud.sh della differenza.</translation>
    </message>
    <message>
        <source>Node pool name %1 is not usable: %2</source>
        <translation>Il nome del pool di nodi %1 non è utilizzabile: %2</translation>
    </message>
    <message>
        <source>two slices share it.</source>
        <translation>due sezioni lo condividono.</translation>
    </message>
    <message>
        <source>Node pool names are derived from the workload&apos;s name and namespace; GKE takes 1 to 40 lower-case letters, digits and hyphens, one name per pool.</source>
        <translation>I nomi dei pool di nodi derivano dal nome e dal namespace del carico di lavoro; GKE accetta da 1 a 40 lettere minuscole, cifre e trattini, un nome per pool.</translation>
    </message>
    <message>
        <source>Node pool %1 asks for queued provisioning, which GKE does not offer for flex-start %2 TPUs.</source>
        <translation>Il pool di nodi %1 chiede il provisioning in coda, che GKE non offre per le TPU %2 flex-start.</translation>
    </message>
    <message>
        <source>GKE refuses &quot;flex start node pools with TPUs with queued provisioning&quot; outside the versions the catalog lists.</source>
        <translation>GKE rifiuta i pool di nodi flex-start con TPU e provisioning in coda fuori dalle versioni elencate nel catalogo.</translation>
    </message>
    <message>
        <source>The cluster location %1 is not used: a new cluster is regional, in %2.</source>
        <translation>La posizione del cluster %1 non è usata: un nuovo cluster è regionale, in %2.</translation>
    </message>
    <message>
        <source>The exports create a regional cluster in the plan&apos;s region. The location is only for an existing cluster.</source>
        <translation>Le esportazioni creano un cluster regionale nella regione del piano. La posizione serve solo per un cluster esistente.</translation>
    </message>
    <message>
        <source>The existing cluster&apos;s location %1 is neither the plan&apos;s region %2 nor a zone of it.</source>
        <translation>La posizione %1 del cluster esistente non è né la regione del piano %2 né una sua zona.</translation>
    </message>
    <message>
        <source>A cluster&apos;s node pools are in the cluster&apos;s region: GKE refuses TPU nodes in zone %1 for a cluster in %2. Give the cluster&apos;s location as &apos;gcloud container clusters list&apos; shows it.</source>
        <translation>I pool di nodi di un cluster stanno nella regione del cluster: GKE rifiuta nodi TPU nella zona %1 per un cluster in %2. Indica la posizione del cluster come la mostra &apos;gcloud container clusters list&apos;.</translation>
    </message>
</context>
<context>
    <name>tpu::model::JsonFile</name>
    <message>
        <source>%1: at %2: %3</source>
        <translation>%1: in %2: %3</translation>
    </message>
    <message>
        <source>%1; the previous file is unchanged</source>
        <translation>%1; il file precedente non è stato modificato</translation>
    </message>
    <message>
        <source>%1; no file was created</source>
        <translation>%1; nessun file è stato creato</translation>
    </message>
</context>
<context>
    <name>tpu::model::LiveOverlay</name>
    <message>
        <source>&quot;%1&quot; is not a %2</source>
        <translation>&quot;%1&quot; non è un %2</translation>
    </message>
    <message>
        <source>more than %1 entries</source>
        <translation>più di %1 voci</translation>
    </message>
    <message>
        <source>not one printable line of at most %1 characters</source>
        <translation>non è una riga stampabile di al massimo %1 caratteri</translation>
    </message>
    <message>
        <source>Compute Engine API (aggregated machineTypes)</source>
        <translation>API Compute Engine (aggregated machineTypes)</translation>
    </message>
    <message>
        <source>GKE API (serverConfig)</source>
        <translation>API GKE (serverConfig)</translation>
    </message>
    <message>
        <source>Cloud Billing Catalog API (services.skus)</source>
        <translation>API Cloud Billing Catalog (services.skus)</translation>
    </message>
    <message>
        <source>live, %1, project %2</source>
        <translation>live, %1, progetto %2</translation>
    </message>
    <message numerus="yes">
        <source>%1 (%n day(s) old: stale, refresh it)</source>
        <translation>
            <numerusform>%1 (vecchio di %n giorno: obsoleto, aggiornalo)</numerusform>
            <numerusform>%1 (vecchio di %n giorni: obsoleto, aggiornalo)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 (%n day(s) old)</source>
        <translation>
            <numerusform>%1 (vecchio di %n giorno)</numerusform>
            <numerusform>%1 (vecchio di %n giorni)</numerusform>
        </translation>
    </message>
    <message>
        <source>this version of TPU Planner reads overlay schema %1</source>
        <translation>questa versione di TPU Planner legge lo schema di overlay %1</translation>
    </message>
    <message>
        <source>not a TPU Planner catalog overlay</source>
        <translation>non è un overlay di catalogo di TPU Planner</translation>
    </message>
    <message>
        <source>project id</source>
        <translation>ID progetto</translation>
    </message>
    <message>
        <source>machine type</source>
        <translation>tipo di macchina</translation>
    </message>
    <message>
        <source>zone</source>
        <translation>zona</translation>
    </message>
    <message>
        <source>region</source>
        <translation>regione</translation>
    </message>
    <message>
        <source>GKE version</source>
        <translation>versione GKE</translation>
    </message>
    <message>
        <source>not one of %1</source>
        <translation>non è uno tra %1</translation>
    </message>
    <message>
        <source>TPU version</source>
        <translation>versione TPU</translation>
    </message>
    <message>
        <source>currency code</source>
        <translation>codice valuta</translation>
    </message>
    <message>
        <source>SKU id</source>
        <translation>ID SKU</translation>
    </message>
    <message>
        <source>cannot write %1: cannot create the folder</source>
        <translation>impossibile scrivere %1: impossibile creare la cartella</translation>
    </message>
    <message>
        <source>The live catalog overlay %1 was not used (%2); the built-in catalog is used. Refresh the catalog from the project to replace it, or delete the file.</source>
        <translation>L&apos;overlay live del catalogo %1 non è stato usato (%2); si usa il catalogo integrato. Aggiorna il catalogo dal progetto per sostituirlo, oppure elimina il file.</translation>
    </message>
    <message>
        <source>catalog overlay</source>
        <translation>overlay del catalogo</translation>
    </message>
    <message>
        <source>cannot delete %1: %2</source>
        <translation>impossibile eliminare %1: %2</translation>
    </message>
    <message>
        <source>Read from the project; no secret is stored.</source>
        <translation>Letto dal progetto; non viene salvato alcun segreto.</translation>
    </message>
    <message>
        <source>The catalog does not know machine type %1; its zones are not used.</source>
        <translation>Il catalogo non conosce il tipo di macchina %1; le sue zone non sono usate.</translation>
    </message>
    <message>
        <source>Project %1 was not offered it on %2 (%3); the catalog lists it.</source>
        <translation>Al progetto %1 non era offerta il %2 (%3); il catalogo la elenca.</translation>
    </message>
    <message>
        <source>SKU %1 is priced in %2, not %3; it is not used.</source>
        <translation>Lo SKU %1 ha prezzo in %2, non in %3; non è usato.</translation>
    </message>
    <message>
        <source>The catalog does not know TPU %1 (SKU %2); its price is not used.</source>
        <translation>Il catalogo non conosce la TPU %1 (SKU %2); il suo prezzo non è usato.</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
    <message>
        <source>No cluster version given: the %1 channel&apos;s default %2 is below the minimum %3 for %4 in %5 mode.</source>
        <translation>Nessuna versione del cluster indicata: la versione predefinita %2 del canale %1 è sotto il minimo %3 per %4 in modalità %5.</translation>
    </message>
    <message>
        <source>The default was read live (%1). Enter a version of %2 or later that the channel offers, or choose another channel.</source>
        <translation>La versione predefinita è stata letta live (%1). Inserisci una versione %2 o successiva offerta dal canale, oppure scegli un altro canale.</translation>
    </message>
    <message>
        <source>No cluster version given: the %1 channel&apos;s default is %2, which %3 the minimum %4 for %5 in %6 mode.</source>
        <translation>Nessuna versione del cluster indicata: la versione predefinita del canale %1 è %2, che %3 il minimo %4 per %5 in modalità %6.</translation>
    </message>
    <message>
        <source>meets</source>
        <translation>soddisfa</translation>
    </message>
    <message>
        <source>may or may not meet</source>
        <translation>potrebbe non soddisfare</translation>
    </message>
    <message>
        <source>The default was read live (%1); GKE creates the cluster with the channel&apos;s default at that time.</source>
        <translation>La versione predefinita è stata letta live (%1); GKE crea il cluster con la versione predefinita del canale in quel momento.</translation>
    </message>
    <message>
        <source>The default was read live (%1). Enter the existing cluster&apos;s version so the planner can check it.</source>
        <translation>La versione predefinita è stata letta live (%1). Inserisci la versione del cluster esistente perché il planner possa verificarla.</translation>
    </message>
    <message>
        <source>%1 is offered in %2 (%3).</source>
        <translation>%1 è offerta in %2 (%3).</translation>
    </message>
    <message>
        <source>it is %1 bytes; an overlay holds at most %2</source>
        <translation>è di %1 byte; un overlay ne contiene al massimo %2</translation>
    </message>
    <message>
        <source>not a past UTC time since %1</source>
        <translation>non è un’ora UTC passata dal %1 in poi</translation>
    </message>
    <message>
        <source>not a price above 0 and at most 10000</source>
        <translation>non è un prezzo maggiore di 0 e al massimo 10000</translation>
    </message>
    <message>
        <source>not a UTC time from %1-01-01 to a day after fetchedAt</source>
        <translation>non è un’ora UTC tra il %1-01-01 e un giorno dopo fetchedAt</translation>
    </message>
    <message>
        <source>an entry is not one printable line of at most %1 characters</source>
        <translation>una voce non è una sola riga stampabile di al massimo %1 caratteri</translation>
    </message>
    <message>
        <source>the new overlay was not written: it would not load (%1)</source>
        <translation>il nuovo overlay non è stato scritto: non verrebbe caricato (%1)</translation>
    </message>
</context>
<context>
    <name>tpu::model::Names</name>
    <message>
        <source>must not be empty</source>
        <translation>non può mancare</translation>
    </message>
    <message>
        <source>is %1 characters long; at most %2 are allowed</source>
        <translation>ha %1 caratteri; ne sono consentiti al massimo %2</translation>
    </message>
    <message>
        <source>must consist of lower-case letters, digits and &apos;-&apos;, and start and end with a letter or digit (RFC 1123 label)</source>
        <translation>deve contenere solo lettere minuscole, cifre e &apos;-&apos; e iniziare e finire con una lettera o una cifra (etichetta RFC 1123)</translation>
    </message>
    <message>
        <source>must consist of lower-case letters, digits, &apos;-&apos; and &apos;.&apos;, and start and end with a letter or digit (RFC 1123 subdomain)</source>
        <translation>deve contenere solo lettere minuscole, cifre, &apos;-&apos; e &apos;.&apos; e iniziare e finire con una lettera o una cifra (sottodominio RFC 1123)</translation>
    </message>
    <message>
        <source>must start with a lower-case letter, contain only lower-case letters, digits and &apos;-&apos;, and not end with &apos;-&apos;</source>
        <translation>deve iniziare con una lettera minuscola, contenere solo lettere minuscole, cifre e &apos;-&apos; e non terminare con &apos;-&apos;</translation>
    </message>
    <message>
        <source>must start with a lower-case letter and contain only lower-case letters, digits and &apos;-&apos; (not at the end)</source>
        <translation>deve iniziare con una lettera minuscola e contenere solo lettere minuscole, cifre e &apos;-&apos; (non alla fine)</translation>
    </message>
    <message>
        <source>is not a container image reference (no spaces, quotes or shell characters)</source>
        <translation>non è un riferimento a un&apos;immagine container (niente spazi, virgolette o caratteri della shell)</translation>
    </message>
    <message>
        <source>must consist of letters, digits and &apos;_&apos; (for example COS_CONTAINERD)</source>
        <translation>deve contenere solo lettere, cifre e &apos;_&apos; (ad esempio COS_CONTAINERD)</translation>
    </message>
    <message>
        <source>must start with a letter or digit and contain only letters, digits, &apos;-&apos;, &apos;_&apos; and &apos;.&apos;</source>
        <translation>deve iniziare con una lettera o una cifra e contenere solo lettere, cifre, &apos;-&apos;, &apos;_&apos; e &apos;.&apos;</translation>
    </message>
    <message>
        <source>holds an invalid (unpaired surrogate) character</source>
        <translation>contiene un carattere non valido (surrogato non accoppiato)</translation>
    </message>
    <message>
        <source>holds U+%1, which the exported files cannot carry unchanged</source>
        <translation>contiene U+%1, che i file esportati non possono riportare invariato</translation>
    </message>
    <message>
        <source>holds a NUL character</source>
        <translation>contiene un carattere NUL</translation>
    </message>
    <message>
        <source>holds a control character (U+%1)</source>
        <translation>contiene un carattere di controllo (U+%1)</translation>
    </message>
    <message>
        <source>begins or ends with whitespace</source>
        <translation>inizia o finisce con spazi vuoti</translation>
    </message>
    <message>
        <source>is %1 characters long; project IDs have 6 to 30 characters</source>
        <translation>è lungo %1 caratteri; gli ID progetto hanno da 6 a 30 caratteri</translation>
    </message>
    <message>
        <source>must consist of lower-case letters, digits and &apos;-&apos;, start with a letter and end with a letter or digit (RFC 1035 label)</source>
        <translation>deve contenere solo lettere minuscole, cifre e &apos;-&apos;, iniziare con una lettera e terminare con una lettera o una cifra (etichetta RFC 1035)</translation>
    </message>
    <message>
        <source>starts with &quot;system-&quot;, a prefix Kubernetes reserves for its own priority classes</source>
        <translation>inizia con &quot;system-&quot;, un prefisso che Kubernetes riserva alle proprie classi di priorità</translation>
    </message>
</context>
<context>
    <name>tpu::model::Plan</name>
    <message>
        <source>On-demand</source>
        <translation>On demand</translation>
    </message>
    <message>
        <source>Flex-start</source>
        <translation>Flex-start</translation>
    </message>
    <message>
        <source>Specific reservation</source>
        <translation>Prenotazione specifica</translation>
    </message>
    <message>
        <source>Indexed Job</source>
        <translation>Job indicizzato</translation>
    </message>
</context>
<context>
    <name>tpu::model::PlanEdit</name>
    <message>
        <source>Mode</source>
        <translation>Modalità</translation>
    </message>
    <message>
        <source>TPU version</source>
        <translation>Versione TPU</translation>
    </message>
    <message>
        <source>Region and zone</source>
        <translation>Regione e zona</translation>
    </message>
    <message>
        <source>Topology</source>
        <translation>Topologia</translation>
    </message>
    <message>
        <source>Reservation and autoscaling</source>
        <translation>Prenotazione e scalabilità automatica</translation>
    </message>
    <message>
        <source>Summary and export</source>
        <translation>Riepilogo ed esportazione</translation>
    </message>
    <message>
        <source>%1 is not offered in %2 mode: choose another TPU version.</source>
        <translation>%1 non è disponibile in modalità %2: scegli un&apos;altra versione TPU.</translation>
    </message>
    <message>
        <source>Machine type set to %1.</source>
        <translation>Tipo di macchina impostato su %1.</translation>
    </message>
    <message>
        <source>Machine type %1 → %2: %1 is not a %3 machine type offered in %4 mode.</source>
        <translation>Tipo di macchina %1 → %2: %1 non è un tipo di macchina %3 disponibile in modalità %4.</translation>
    </message>
    <message>
        <source>Zone %1 → %2: %1 does not offer %3 in %4 mode; %2 is in the same region.</source>
        <translation>Zona %1 → %2: %1 non offre %3 in modalità %4; %2 è nella stessa regione.</translation>
    </message>
    <message>
        <source>Zone %1 does not offer %2 in %3 mode, nor does any zone of %4: choose a zone on the Region and zone step.</source>
        <translation>La zona %1 non offre %2 in modalità %3, né lo fa alcuna zona di %4: scegli una zona nel passaggio Regione e zona.</translation>
    </message>
    <message>
        <source>Topology set to %1, the smallest listed for %2.</source>
        <translation>Topologia impostata su %1, la più piccola elencata per %2.</translation>
    </message>
    <message>
        <source>Slices %1 → 1: %2 does not support Multislice.</source>
        <translation>Sezioni TPU %1 → 1: %2 non supporta Multislice.</translation>
    </message>
    <message>
        <source>Autoscaling %1:%2 → 0:%3: a multi-host slice scales atomically between 0 and %3 nodes.</source>
        <translation>Scalabilità automatica %1:%2 → 0:%3: una sezione TPU multi-host scala in modo atomico tra 0 e %3 nodi.</translation>
    </message>
    <message>
        <source>Collection scheduling turned off: only v6e (Trillium) has it.</source>
        <translation>Pianificazione per raccolte disattivata: solo v6e (Trillium) la offre.</translation>
    </message>
    <message>
        <source>Extended run time turned off: it exists only in Autopilot.</source>
        <translation>Tempo di esecuzione esteso disattivato: esiste solo in Autopilot.</translation>
    </message>
    <message>
        <source>Disk type %1 → %2: %3 supports %4.</source>
        <translation>Tipo di disco %1 → %2: %3 supporta %4.</translation>
    </message>
    <message>
        <source>Extra disk turned off: the catalog lists no disk type for %1.</source>
        <translation>Disco aggiuntivo disattivato: il catalogo non elenca alcun tipo di disco per %1.</translation>
    </message>
    <message>
        <source>%1 × %2 slices</source>
        <translation>%1 × %2 sezioni TPU</translation>
    </message>
    <message>
        <source>%1 chips kept: %2 → %3 (%4 does not offer %2 in %5 mode).</source>
        <translation>%1 chip mantenuti: %2 → %3 (%4 non offre %2 in modalità %5).</translation>
    </message>
    <message>
        <source>At least %1 chips kept: %2 → %3, %4 chips, the nearest shape %5 offers in %6 mode.</source>
        <translation>Almeno %1 chip mantenuti: %2 → %3, %4 chip, la forma più vicina che %5 offre in modalità %6.</translation>
    </message>
    <message>
        <source>%1 chips cannot be kept on %2: %3 → %4, %5 chips, the largest it offers in %6 mode. Choose another machine type or TPU version for more.</source>
        <translation>Non è possibile mantenere %1 chip su %2: %3 → %4, %5 chip, la più grande che offre in modalità %6. Per averne di più scegli un altro tipo di macchina o un&apos;altra versione TPU.</translation>
    </message>
    <message>
        <source>Node pool autoscaling and auto-provisioning turned off: %1 mode manages TPU nodes itself.</source>
        <translation>Scalabilità automatica e provisioning automatico del pool di nodi disattivati: la modalità %1 gestisce da sé i nodi TPU.</translation>
    </message>
    <message>
        <source>%1 in %2</source>
        <translation>%1 in %2</translation>
    </message>
    <message>
        <source>Workload kind %1 → %2: a multi-host slice (%3 VMs) runs one Pod per VM.</source>
        <translation>Tipo di carico di lavoro %1 → %2: una sezione multi-host (%3 VM) esegue un Pod per VM.</translation>
    </message>
    <message>
        <source>Workload kind %1 → %2: a single-host slice runs one Pod.</source>
        <translation>Tipo di carico di lavoro %1 → %2: una sezione a host singolo esegue un solo Pod.</translation>
    </message>
    <message>
        <source>%1 set back to the default: Autopilot manages its nodes.</source>
        <translation>%1 riportato al valore predefinito: Autopilot gestisce i propri nodi.</translation>
    </message>
    <message>
        <source>%1 × 1 slice</source>
        <translation>%1 × 1 sezione TPU</translation>
    </message>
    <message>
        <source>Reservation %1 kept, but it holds %2 and the plan now uses %3 in %4: GKE refuses that node pool. Choose another reservation or change the plan back.</source>
        <translation>Prenotazione %1 mantenuta, ma contiene %2 e il piano ora usa %3 in %4: GKE rifiuta quel pool di nodi. Scegli un&apos;altra prenotazione o riporta il piano com&apos;era.</translation>
    </message>
    <message>
        <source>Reservation %1 kept; it was chosen for %2 in %3 and the plan now uses %4 in %5. Enter the machine type and zone it holds.</source>
        <translation>Prenotazione %1 mantenuta; era stata scelta per %2 in %3 e il piano ora usa %4 in %5. Indica il tipo di macchina e la zona che contiene.</translation>
    </message>
    <message>
        <source>Maximum restarts %1 → 0: only a JobSet restarts its slices.</source>
        <translation>Riavvii massimi %1 → 0: solo un JobSet riavvia le sue sezioni TPU.</translation>
    </message>
</context>
<context>
    <name>tpu::model::PlanFields</name>
    <message>
        <source>Cluster name</source>
        <translation>Nome del cluster</translation>
    </message>
    <message>
        <source>New cluster</source>
        <translation>Nuovo cluster</translation>
    </message>
    <message>
        <source>Project ID</source>
        <translation>ID progetto</translation>
    </message>
    <message>
        <source>Mode</source>
        <translation>Modalità</translation>
    </message>
    <message>
        <source>TPU version</source>
        <translation>Versione TPU</translation>
    </message>
    <message>
        <source>Machine type</source>
        <translation>Tipo di macchina</translation>
    </message>
    <message>
        <source>Zone</source>
        <translation>Zona</translation>
    </message>
    <message>
        <source>Cluster version</source>
        <translation>Versione del cluster</translation>
    </message>
    <message>
        <source>Release channel</source>
        <translation>Canale di rilascio</translation>
    </message>
    <message>
        <source>Topology</source>
        <translation>Topologia</translation>
    </message>
    <message>
        <source>Slices</source>
        <translation>Sezioni TPU</translation>
    </message>
    <message>
        <source>Consumption</source>
        <translation>Consumo</translation>
    </message>
    <message>
        <source>Reservation name</source>
        <translation>Nome della prenotazione</translation>
    </message>
    <message>
        <source>Reservation project</source>
        <translation>Progetto della prenotazione</translation>
    </message>
    <message>
        <source>Machine type the reservation holds</source>
        <translation>Tipo di macchina della prenotazione</translation>
    </message>
    <message>
        <source>Zone the reservation holds</source>
        <translation>Zona della prenotazione</translation>
    </message>
    <message>
        <source>Machine type the reservation was chosen for</source>
        <translation>Tipo di macchina per cui è stata scelta la prenotazione</translation>
    </message>
    <message>
        <source>Zone the reservation was chosen for</source>
        <translation>Zona per cui è stata scelta la prenotazione</translation>
    </message>
    <message>
        <source>Node pool autoscaling</source>
        <translation>Scalabilità automatica del pool di nodi</translation>
    </message>
    <message>
        <source>Minimum nodes</source>
        <translation>Nodi minimi</translation>
    </message>
    <message>
        <source>Maximum nodes</source>
        <translation>Nodi massimi</translation>
    </message>
    <message>
        <source>Node auto-provisioning</source>
        <translation>Provisioning automatico dei nodi</translation>
    </message>
    <message>
        <source>Workload name</source>
        <translation>Nome del carico di lavoro</translation>
    </message>
    <message>
        <source>Namespace</source>
        <translation>Namespace</translation>
    </message>
    <message>
        <source>Container image</source>
        <translation>Immagine container</translation>
    </message>
    <message>
        <source>Command</source>
        <translation>Comando</translation>
    </message>
    <message>
        <source>Workload kind</source>
        <translation>Tipo di carico di lavoro</translation>
    </message>
    <message>
        <source>Priority class</source>
        <translation>Classe di priorità</translation>
    </message>
    <message>
        <source>Kueue</source>
        <translation>Kueue</translation>
    </message>
    <message>
        <source>Maintenance exclusion</source>
        <translation>Esclusione di manutenzione</translation>
    </message>
    <message>
        <source>Maintenance exclusion name</source>
        <translation>Nome dell&apos;esclusione di manutenzione</translation>
    </message>
    <message>
        <source>Maintenance exclusion start</source>
        <translation>Inizio dell&apos;esclusione di manutenzione</translation>
    </message>
    <message>
        <source>Maintenance exclusion end</source>
        <translation>Fine dell&apos;esclusione di manutenzione</translation>
    </message>
    <message>
        <source>Extended run time</source>
        <translation>Tempo di esecuzione esteso</translation>
    </message>
    <message>
        <source>Collection scheduling</source>
        <translation>Pianificazione per raccolte</translation>
    </message>
    <message>
        <source>Extra disk</source>
        <translation>Disco aggiuntivo</translation>
    </message>
    <message>
        <source>Disk type</source>
        <translation>Tipo di disco</translation>
    </message>
    <message>
        <source>Disk size</source>
        <translation>Dimensione del disco</translation>
    </message>
    <message>
        <source>Node image type</source>
        <translation>Tipo di immagine del nodo</translation>
    </message>
    <message>
        <source>Threads per core</source>
        <translation>Thread per core</translation>
    </message>
    <message>
        <source>Maximum Pods per node</source>
        <translation>Pod massimi per nodo</translation>
    </message>
    <message>
        <source>Then try</source>
        <translation>Poi prova</translation>
    </message>
    <message>
        <source>When nothing is available</source>
        <translation>Quando nulla è disponibile</translation>
    </message>
    <message>
        <source>Serving port</source>
        <translation>Porta di servizio</translation>
    </message>
    <message>
        <source>--%1 must be a whole number from %2 to %3</source>
        <translation>--%1 deve essere un numero intero da %2 a %3</translation>
    </message>
    <message>
        <source>--%1 takes a UTC date and time like 2026-12-01T00:00:00Z (&quot;&quot; clears it), not &quot;%2&quot;</source>
        <translation>--%1 accetta una data e ora UTC come 2026-12-01T00:00:00Z (&quot;&quot; la cancella), non &quot;%2&quot;</translation>
    </message>
    <message>
        <source>Cluster name (default tpu-cluster).</source>
        <translation>Nome del cluster (predefinito tpu-cluster).</translation>
    </message>
    <message>
        <source>Google Cloud project ID.</source>
        <translation>ID progetto Google Cloud.</translation>
    </message>
    <message>
        <source>Cluster GKE version.</source>
        <translation>Versione GKE del cluster.</translation>
    </message>
    <message>
        <source>GKE release channel of a new cluster: rapid, regular, stable or extended (&quot;&quot; for the default).</source>
        <translation>Canale di rilascio GKE di un nuovo cluster: rapid, regular, stable o extended (&quot;&quot; per quello predefinito).</translation>
    </message>
    <message>
        <source>Project that owns the reservation.</source>
        <translation>Progetto proprietario della prenotazione.</translation>
    </message>
    <message>
        <source>The machine type the reservation holds (checked against the plan&apos;s).</source>
        <translation>Il tipo di macchina della prenotazione (confrontato con quello del piano).</translation>
    </message>
    <message>
        <source>The zone of the reservation (checked against the plan&apos;s).</source>
        <translation>La zona della prenotazione (confrontata con quella del piano).</translation>
    </message>
    <message>
        <source>Standard: turn node auto-provisioning on (a fallback chain needs it).</source>
        <translation>Standard: attiva il provisioning automatico dei nodi (serve a una catena di ripiego).</translation>
    </message>
    <message>
        <source>Workload name (default tpu-workload).</source>
        <translation>Nome del carico di lavoro (predefinito tpu-workload).</translation>
    </message>
    <message>
        <source>Workload namespace (default default).</source>
        <translation>Namespace del carico di lavoro (predefinito default).</translation>
    </message>
    <message>
        <source>Container image.</source>
        <translation>Immagine container.</translation>
    </message>
    <message>
        <source>The container&apos;s command as one line in shell quoting, e.g. &quot;python3 train.py --steps 100&quot; (&quot;&quot; for the image&apos;s own).</source>
        <translation>Il comando del container in una riga con le virgolette della shell, ad es. &quot;python3 train.py --steps 100&quot; (&quot;&quot; per quello dell&apos;immagine).</translation>
    </message>
    <message>
        <source>--command: %1</source>
        <translation>--command: %1</translation>
    </message>
    <message>
        <source>Kubernetes PriorityClass of the workload&apos;s Pods (&quot;&quot; for none).</source>
        <translation>PriorityClass Kubernetes dei Pod del carico di lavoro (&quot;&quot; per nessuna).</translation>
    </message>
    <message>
        <source>Add a maintenance exclusion (no upgrades) from --maintenance-start to --maintenance-end.</source>
        <translation>Aggiunge un&apos;esclusione di manutenzione (nessun upgrade) da --maintenance-start a --maintenance-end.</translation>
    </message>
    <message>
        <source>Name of the maintenance exclusion.</source>
        <translation>Nome dell&apos;esclusione di manutenzione.</translation>
    </message>
    <message>
        <source>Start of the maintenance exclusion, UTC, e.g. 2026-12-01T00:00:00Z.</source>
        <translation>Inizio dell&apos;esclusione di manutenzione, UTC, ad es. 2026-12-01T00:00:00Z.</translation>
    </message>
    <message>
        <source>End of the maintenance exclusion, UTC, e.g. 2026-12-31T00:00:00Z.</source>
        <translation>Fine dell&apos;esclusione di manutenzione, UTC, ad es. 2026-12-31T00:00:00Z.</translation>
    </message>
    <message>
        <source>Autopilot: extended run time Pods (up to seven days without eviction).</source>
        <translation>Autopilot: Pod con tempo di esecuzione esteso (fino a sette giorni senza espulsione).</translation>
    </message>
    <message>
        <source>v6e serving: collection scheduling of the node pools.</source>
        <translation>Serving v6e: pianificazione delle raccolte (collection scheduling) dei pool di nodi.</translation>
    </message>
    <message>
        <source>Standard: give the TPU VMs the disk of --disk-type and --disk-size instead of the default boot disk.</source>
        <translation>Standard: dà alle VM TPU il disco di --disk-type e --disk-size invece del disco di avvio predefinito.</translation>
    </message>
    <message>
        <source>The extra disk&apos;s gcloud --disk-type, e.g. hyperdisk-balanced.</source>
        <translation>Il --disk-type gcloud del disco aggiuntivo, ad es. hyperdisk-balanced.</translation>
    </message>
    <message>
        <source>The extra disk&apos;s size in GiB.</source>
        <translation>La dimensione del disco aggiuntivo in GiB.</translation>
    </message>
    <message>
        <source>Standard: the node image type (default COS_CONTAINERD).</source>
        <translation>Standard: il tipo di immagine dei nodi (predefinito COS_CONTAINERD).</translation>
    </message>
    <message>
        <source>Standard: threads per core, 1 or 2 (0 for the machine&apos;s default).</source>
        <translation>Standard: thread per core, 1 o 2 (0 per il valore predefinito della macchina).</translation>
    </message>
    <message>
        <source>Standard: the node pool&apos;s maximum Pods per node (0 for GKE&apos;s default).</source>
        <translation>Standard: il numero massimo di Pod per nodo del pool di nodi (0 per il valore predefinito di GKE).</translation>
    </message>
    <message>
        <source>Cluster location</source>
        <translation>Posizione del cluster</translation>
    </message>
    <message>
        <source>Existing cluster: its region, or its zone for a zonal cluster (&quot;&quot; for the plan&apos;s region).</source>
        <translation>Cluster esistente: la sua regione, o la sua zona per un cluster zonale (&quot;&quot; per la regione del piano).</translation>
    </message>
    <message>
        <source>Calendar-mode reservation</source>
        <translation>Prenotazione in modalità calendario</translation>
    </message>
    <message>
        <source>Request --reservation as a future reservation in calendar mode (from --calendar-start for --calendar-days days); it cannot be changed or cancelled once confirmed.</source>
        <translation>Richiedi --reservation come prenotazione futura in modalità calendario (da --calendar-start per --calendar-days giorni); una volta confermata non si può modificare né annullare.</translation>
    </message>
    <message>
        <source>Calendar-mode start</source>
        <translation>Inizio in modalità calendario</translation>
    </message>
    <message>
        <source>Start of the calendar-mode reservation, UTC, e.g. 2026-12-07T00:00:00Z (at most 120 days ahead).</source>
        <translation>Inizio della prenotazione in modalità calendario, UTC, ad es. 2026-12-07T00:00:00Z (al massimo 120 giorni prima).</translation>
    </message>
    <message>
        <source>Calendar-mode duration (days)</source>
        <translation>Durata in modalità calendario (giorni)</translation>
    </message>
    <message>
        <source>How many days the calendar-mode reservation holds the chips (1 to 90).</source>
        <translation>Per quanti giorni la prenotazione in modalità calendario tiene i chip (da 1 a 90).</translation>
    </message>
    <message>
        <source>Calendar-mode workload type</source>
        <translation>Tipo di carico di lavoro in modalità calendario</translation>
    </message>
    <message>
        <source>What the calendar-mode capacity is optimised for: batch (training) or serving (inference).</source>
        <translation>Per cosa è ottimizzata la capacità in modalità calendario: batch (addestramento) o serving (inferenza).</translation>
    </message>
    <message>
        <source>--calendar-workload-type must be batch or serving</source>
        <translation>--calendar-workload-type deve essere batch o serving</translation>
    </message>
    <message>
        <source>Maximum restarts</source>
        <translation>Riavvii massimi</translation>
    </message>
    <message>
        <source>JobSet: how many times a failure restarts all its slices before the JobSet fails (failurePolicy.maxRestarts; 0: never).</source>
        <translation>JobSet: quante volte un errore riavvia tutte le sue sezioni TPU prima che il JobSet fallisca (failurePolicy.maxRestarts; 0: mai).</translation>
    </message>
    <message>
        <source>Reservation affinity</source>
        <translation>Affinità della prenotazione</translation>
    </message>
</context>
<context>
    <name>tpu::model::PlanFile</name>
    <message>
        <source>&quot;%1&quot; is not a date and time like 2026-12-01T00:00:00Z</source>
        <translation>&quot;%1&quot; non è una data e ora come 2026-12-01T00:00:00Z</translation>
    </message>
    <message>
        <source>schema version %1 was written by a newer TPU Planner; this one reads up to %2. Update TPU Planner to open it.</source>
        <translation>la versione dello schema %1 è stata scritta da un TPU Planner più recente; questo legge fino alla %2. Aggiorna TPU Planner per aprirlo.</translation>
    </message>
    <message>
        <source>must be at least 1</source>
        <translation>deve essere almeno 1</translation>
    </message>
    <message>
        <source>must be &quot;autopilot&quot; or &quot;standard&quot;</source>
        <translation>deve essere &quot;autopilot&quot; o &quot;standard&quot;</translation>
    </message>
    <message>
        <source>must be &quot;on-demand&quot;, &quot;spot&quot;, &quot;flex-start&quot; or &quot;reservation&quot;</source>
        <translation>deve essere &quot;on-demand&quot;, &quot;spot&quot;, &quot;flex-start&quot; o &quot;reservation&quot;</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not the region of zone &quot;%2&quot; (that is &quot;%3&quot;); the region follows from the zone: correct the zone, or the region to &quot;%3&quot;</source>
        <translation>&quot;%1&quot; non è la regione della zona &quot;%2&quot; (che è &quot;%3&quot;); la regione deriva dalla zona: correggi la zona oppure imposta la regione su &quot;%3&quot;</translation>
    </message>
    <message>
        <source>plan</source>
        <translation>piano</translation>
    </message>
    <message>
        <source>must be a list of at most 3 consumption options</source>
        <translation>deve essere un elenco di al massimo 3 opzioni di consumo</translation>
    </message>
    <message>
        <source>each step must be &quot;on-demand&quot;, &quot;spot&quot;, &quot;flex-start&quot; or &quot;reservation&quot;</source>
        <translation>ogni passo deve essere &quot;on-demand&quot;, &quot;spot&quot;, &quot;flex-start&quot; o &quot;reservation&quot;</translation>
    </message>
    <message>
        <source>must be &quot;DoNotScaleUp&quot; or &quot;ScaleUpAnyway&quot;</source>
        <translation>deve essere &quot;DoNotScaleUp&quot; o &quot;ScaleUpAnyway&quot;</translation>
    </message>
    <message>
        <source>must be a plan (a JSON object)</source>
        <translation>deve essere un piano (un oggetto JSON)</translation>
    </message>
    <message>
        <source>must be one of: %1</source>
        <translation>deve essere uno tra: %1</translation>
    </message>
    <message>
        <source>must be &quot;batch&quot; or &quot;serving&quot;</source>
        <translation>deve essere &quot;batch&quot; o &quot;serving&quot;</translation>
    </message>
    <message>
        <source>must be &quot;specific&quot; or &quot;any-reservation-then-fail&quot;</source>
        <translation>deve essere &quot;specific&quot; o &quot;any-reservation-then-fail&quot;</translation>
    </message>
</context>
<context>
    <name>tpu::model::Rules</name>
    <message>
        <source>Kubernetes refuses objects whose names are not valid RFC 1123 names; rename it.</source>
        <translation>Kubernetes rifiuta gli oggetti i cui nomi non sono nomi RFC 1123 validi; rinominalo.</translation>
    </message>
    <message>
        <source>Cluster name</source>
        <translation>Nome del cluster</translation>
    </message>
    <message>
        <source>GKE cluster names have 1 to 40 characters.</source>
        <translation>I nomi dei cluster GKE hanno da 1 a 40 caratteri.</translation>
    </message>
    <message>
        <source>Workload name</source>
        <translation>Nome del carico di lavoro</translation>
    </message>
    <message>
        <source>Namespace</source>
        <translation>Namespace</translation>
    </message>
    <message>
        <source>Priority class</source>
        <translation>Classe di priorità</translation>
    </message>
    <message>
        <source>Project ID</source>
        <translation>ID progetto</translation>
    </message>
    <message>
        <source>Google Cloud project IDs have 6 to 30 characters.</source>
        <translation>Gli ID dei progetti Google Cloud hanno da 6 a 30 caratteri.</translation>
    </message>
    <message>
        <source>Container image</source>
        <translation>Immagine container</translation>
    </message>
    <message>
        <source>Use a registry path such as us-docker.pkg.dev/PROJECT/REPO/IMAGE:TAG.</source>
        <translation>Usa un percorso di registry come us-docker.pkg.dev/PROGETTO/REPOSITORY/IMMAGINE:TAG.</translation>
    </message>
    <message>
        <source>No project ID: exported commands will use a placeholder.</source>
        <translation>Nessun ID progetto: i comandi esportati useranno un segnaposto.</translation>
    </message>
    <message>
        <source>Enter the Google Cloud project that will own the cluster.</source>
        <translation>Inserisci il progetto Google Cloud a cui apparterrà il cluster.</translation>
    </message>
    <message>
        <source>No TPU version chosen.</source>
        <translation>Nessuna versione TPU scelta.</translation>
    </message>
    <message>
        <source>TPU version &quot;%1&quot; is not in the catalog.</source>
        <translation>La versione TPU &quot;%1&quot; non è nel catalogo.</translation>
    </message>
    <message>
        <source>%1 is not offered in %2 mode.</source>
        <translation>%1 non è disponibile in modalità %2.</translation>
    </message>
    <message>
        <source>Choose another mode or TPU version.</source>
        <translation>Scegli un&apos;altra modalità o versione TPU.</translation>
    </message>
    <message>
        <source>No machine type chosen.</source>
        <translation>Nessun tipo di macchina scelto.</translation>
    </message>
    <message>
        <source>Machine type &quot;%1&quot; is not a %2 machine type.</source>
        <translation>Il tipo di macchina &quot;%1&quot; non è un tipo di macchina %2.</translation>
    </message>
    <message>
        <source>The machine type decides the chips per VM; choose one listed for this version.</source>
        <translation>Il tipo di macchina determina i chip per VM; scegline uno elencato per questa versione.</translation>
    </message>
    <message>
        <source>%1 (%2) is not offered in %3 mode.</source>
        <translation>%1 (%2) non è disponibile in modalità %3.</translation>
    </message>
    <message>
        <source>Choose a machine type offered in this mode.</source>
        <translation>Scegli un tipo di macchina disponibile in questa modalità.</translation>
    </message>
    <message>
        <source>No topology chosen.</source>
        <translation>Nessuna topologia scelta.</translation>
    </message>
    <message>
        <source>2D generations (v3, v5e, v6e) use AxB; 3D generations (v4, v5p, TPU7x) use AxBxC.</source>
        <translation>Le generazioni 2D (v3, v5e, v6e) usano AxB; quelle 3D (v4, v5p, TPU7x) usano AxBxC.</translation>
    </message>
    <message>
        <source>The catalog&apos;s %1 row is uncertain.</source>
        <translation>La riga %1 del catalogo è incerta.</translation>
    </message>
    <message>
        <source>%1 is not offered for %2 in %3 mode.</source>
        <translation>%1 non è disponibile per %2 in modalità %3.</translation>
    </message>
    <message>
        <source>Offered topologies for this machine type: %1. Custom topologies are not supported for %2 in this mode.</source>
        <translation>Topologie disponibili per questo tipo di macchina: %1. Le topologie personalizzate non sono supportate per %2 in questa modalità.</translation>
    </message>
    <message>
        <source>%1 (%2 chips) is not a listed topology, and custom topologies must have more than %3 chips.</source>
        <translation>%1 (%2 chip) non è una topologia elencata e le topologie personalizzate devono avere più di %3 chip.</translation>
    </message>
    <message>
        <source>Up to %1 chips, choose one of the listed topologies.</source>
        <translation>Fino a %1 chip, scegli una delle topologie elencate.</translation>
    </message>
    <message>
        <source>Every dimension of a custom topology must be a multiple of %1; %2 is not.</source>
        <translation>Ogni dimensione di una topologia personalizzata deve essere un multiplo di %1; %2 non lo è.</translation>
    </message>
    <message>
        <source>For example 8x12x16.</source>
        <translation>Ad esempio 8x12x16.</translation>
    </message>
    <message>
        <source>Custom topology dimensions must satisfy A &lt;= B &lt;= C; %1 does not.</source>
        <translation>Le dimensioni di una topologia personalizzata devono rispettare A &lt;= B &lt;= C; %1 non lo fa.</translation>
    </message>
    <message>
        <source>Write the same shape as %1.</source>
        <translation>Scrivi la stessa forma come %1.</translation>
    </message>
    <message>
        <source>%1 is a custom topology: %2 chips on %3 VMs.</source>
        <translation>%1 è una topologia personalizzata: %2 chip su %3 VM.</translation>
    </message>
    <message>
        <source>No zone chosen.</source>
        <translation>Nessuna zona scelta.</translation>
    </message>
    <message>
        <source>TPU node pools live in one zone; choose one that offers the TPU.</source>
        <translation>I pool di nodi TPU risiedono in una sola zona; scegline una che offra la TPU.</translation>
    </message>
    <message>
        <source>The catalog does not list %1 in %2.</source>
        <translation>Il catalogo non elenca %1 in %2.</translation>
    </message>
    <message>
        <source>The catalog&apos;s entry for %1 in %2 is uncertain.</source>
        <translation>La voce del catalogo per %1 in %2 è incerta.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a release channel.</source>
        <translation>&quot;%1&quot; non è un canale di rilascio.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a GKE version.</source>
        <translation>&quot;%1&quot; non è una versione GKE.</translation>
    </message>
    <message>
        <source>Write it as 1.31 or 1.31.2-gke.1384000.</source>
        <translation>Scrivila come 1.31 o 1.31.2-gke.1384000.</translation>
    </message>
    <message>
        <source>No cluster version given; %1 needs %2 or later in %3 mode.</source>
        <translation>Nessuna versione del cluster indicata; %1 richiede la %2 o successiva in modalità %3.</translation>
    </message>
    <message>
        <source>Enter the existing cluster&apos;s version so the planner can check it.</source>
        <translation>Inserisci la versione del cluster esistente così che il planner possa verificarla.</translation>
    </message>
    <message>
        <source>GKE %1 is below the minimum %2 for %3 in %4 mode.</source>
        <translation>GKE %1 è inferiore alla minima %2 per %3 in modalità %4.</translation>
    </message>
    <message>
        <source>Upgrade the cluster or choose version %1 or later.</source>
        <translation>Esegui l&apos;upgrade del cluster o scegli la versione %1 o successiva.</translation>
    </message>
    <message>
        <source>GKE %1 may resolve to a release below the minimum %2.</source>
        <translation>GKE %1 potrebbe corrispondere a una release inferiore alla minima %2.</translation>
    </message>
    <message>
        <source>Give the full version (e.g. %1) to be sure.</source>
        <translation>Indica la versione completa (es. %1) per averne la certezza.</translation>
    </message>
    <message>
        <source>The number of slices must be at least 1.</source>
        <translation>Il numero di sezioni TPU deve essere almeno 1.</translation>
    </message>
    <message>
        <source>%1 does not support Multislice.</source>
        <translation>%1 non supporta Multislice.</translation>
    </message>
    <message>
        <source>Use one slice, or a version that supports Multislice.</source>
        <translation>Usa una sola sezione TPU o una versione che supporti Multislice.</translation>
    </message>
    <message>
        <source>Multislice needs multi-host slices; %1 on %2 is single-host.</source>
        <translation>Multislice richiede sezioni TPU multi-host; %1 su %2 è a host singolo.</translation>
    </message>
    <message>
        <source>Choose a multi-host topology or use one slice. Every slice of a plan has the same shape, as Multislice requires.</source>
        <translation>Scegli una topologia multi-host o usa una sola sezione TPU. Tutte le sezioni di un piano hanno la stessa forma, come richiede Multislice.</translation>
    </message>
    <message>
        <source>A Multislice workload runs as a JobSet, not an Indexed Job.</source>
        <translation>Un carico di lavoro Multislice viene eseguito come JobSet, non come Job indicizzato.</translation>
    </message>
    <message>
        <source>Choose the JobSet workload kind.</source>
        <translation>Scegli il tipo di carico di lavoro JobSet.</translation>
    </message>
    <message>
        <source>Multislice needs GKE %1 or later in %2 mode.</source>
        <translation>Multislice richiede GKE %1 o successiva in modalità %2.</translation>
    </message>
    <message>
        <source>Upgrade the cluster.</source>
        <translation>Esegui l&apos;upgrade del cluster.</translation>
    </message>
    <message>
        <source>A specific reservation needs its name.</source>
        <translation>Una prenotazione specifica richiede il suo nome.</translation>
    </message>
    <message>
        <source>Enter the reservation&apos;s name (and its project if it is shared from another project).</source>
        <translation>Inserisci il nome della prenotazione (e il suo progetto, se è condivisa da un altro progetto).</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a valid reservation name.</source>
        <translation>&quot;%1&quot; non è un nome di prenotazione valido.</translation>
    </message>
    <message>
        <source>Reservation names have 1-63 lower-case letters, digits and &apos;-&apos;, starting with a letter.</source>
        <translation>I nomi delle prenotazioni hanno da 1 a 63 lettere minuscole, cifre e &apos;-&apos; e iniziano con una lettera.</translation>
    </message>
    <message>
        <source>The reservation is consumed with specific reservation affinity.</source>
        <translation>La prenotazione viene consumata con affinità per una prenotazione specifica.</translation>
    </message>
    <message>
        <source>GKE uses TPU capacity reservations only through a specific reservation; the exports set --reservation-affinity=specific and the reservation node selectors.</source>
        <translation>GKE usa le prenotazioni di capacità TPU solo tramite una prenotazione specifica; le esportazioni impostano --reservation-affinity=specific e i selettori di nodo della prenotazione.</translation>
    </message>
    <message>
        <source>Autoscaling needs 0 &lt;= min &lt;= max and max &gt;= 1 (got %1:%2).</source>
        <translation>La scalabilità automatica richiede 0 &lt;= min &lt;= max e max &gt;= 1 (valori: %1:%2).</translation>
    </message>
    <message>
        <source>Set the node pool&apos;s minimum and maximum node counts.</source>
        <translation>Imposta il numero minimo e massimo di nodi del pool di nodi.</translation>
    </message>
    <message>
        <source>A multi-host slice scales atomically: 0 or %1 nodes, so min must be 0 or %1 and max %1 (got %2:%3).</source>
        <translation>Una sezione TPU multi-host scala in modo atomico: 0 o %1 nodi, quindi il minimo deve essere 0 o %1 e il massimo %1 (valori: %2:%3).</translation>
    </message>
    <message>
        <source>GKE scales a multi-host TPU node pool from zero to exactly the slice&apos;s node count and drains it back to zero.</source>
        <translation>GKE scala un pool di nodi TPU multi-host da zero esattamente al numero di nodi della sezione TPU e lo svuota riportandolo a zero.</translation>
    </message>
    <message>
        <source>Each slice&apos;s node pool will have exactly 0 or %1 nodes.</source>
        <translation>Il pool di nodi di ogni sezione TPU avrà esattamente 0 o %1 nodi.</translation>
    </message>
    <message>
        <source>Scaling down evicts every Pod of the slice and drains the whole node pool.</source>
        <translation>Lo scale down espelle tutti i pod della sezione TPU e svuota l&apos;intero pool di nodi.</translation>
    </message>
    <message>
        <source>Autopilot manages TPU nodes itself; node pool autoscaling settings are ignored.</source>
        <translation>Autopilot gestisce da sé i nodi TPU; le impostazioni di scalabilità automatica del pool di nodi vengono ignorate.</translation>
    </message>
    <message>
        <source>Turn node pool autoscaling off, or use Standard mode.</source>
        <translation>Disattiva la scalabilità automatica del pool di nodi o usa la modalità Standard.</translation>
    </message>
    <message>
        <source>Autopilot always provisions nodes automatically.</source>
        <translation>Autopilot esegue sempre il provisioning automatico dei nodi.</translation>
    </message>
    <message>
        <source>v5p autoscaling needs a control plane of at least %1.</source>
        <translation>La scalabilità automatica delle TPU v5p richiede un piano di controllo almeno alla versione %1.</translation>
    </message>
    <message>
        <source>Upgrade the cluster or turn autoscaling off.</source>
        <translation>Esegui l&apos;upgrade del cluster o disattiva la scalabilità automatica.</translation>
    </message>
    <message>
        <source>Give the cluster&apos;s full version so it can be checked.</source>
        <translation>Indica la versione completa del cluster per poterla verificare.</translation>
    </message>
    <message>
        <source>A TPU scale-up still pending after %1 hours is cancelled and retried later.</source>
        <translation>Uno scale up di TPU ancora in attesa dopo %1 ore viene annullato e ritentato più tardi.</translation>
    </message>
    <message>
        <source>Without a reservation, capacity may not be there when the workload asks for it; a reservation avoids this.</source>
        <translation>Senza una prenotazione, la capacità potrebbe non esserci quando il carico di lavoro la richiede; una prenotazione lo evita.</translation>
    </message>
    <message>
        <source>Ubuntu node images are not supported for TPUs.</source>
        <translation>Le immagini dei nodi Ubuntu non sono supportate per le TPU.</translation>
    </message>
    <message>
        <source>Use Container-Optimized OS (COS_CONTAINERD).</source>
        <translation>Usa Container-Optimized OS (COS_CONTAINERD).</translation>
    </message>
    <message>
        <source>%1 does not support SMT set to 2.</source>
        <translation>%1 non supporta SMT impostato su 2.</translation>
    </message>
    <message>
        <source>Leave threads per core at the default.</source>
        <translation>Lascia i thread per core al valore predefinito.</translation>
    </message>
    <message>
        <source>Threads per core must be 1 or 2.</source>
        <translation>I thread per core devono essere 1 o 2.</translation>
    </message>
    <message>
        <source>At most %1 Pods can run on one TPU VM; the plan allows %2.</source>
        <translation>Su una VM TPU possono essere eseguiti al massimo %1 pod; il piano ne consente %2.</translation>
    </message>
    <message>
        <source>Lower the maximum Pods per node.</source>
        <translation>Riduci il numero massimo di pod per nodo.</translation>
    </message>
    <message>
        <source>Extended run time Pods exist only in Autopilot.</source>
        <translation>I pod con tempo di esecuzione esteso esistono solo in Autopilot.</translation>
    </message>
    <message>
        <source>Turn it off, or use Autopilot. In Standard, use a maintenance exclusion and a higher priority instead.</source>
        <translation>Disattivalo o usa Autopilot. In Standard, usa invece un&apos;esclusione di manutenzione e una priorità più alta.</translation>
    </message>
    <message>
        <source>The extended-run-time annotation in the manifests is not confirmed.</source>
        <translation>L&apos;annotazione del tempo di esecuzione esteso nei manifest non è confermata.</translation>
    </message>
    <message>
        <source>The exports mark Pods with cluster-autoscaler.kubernetes.io/safe-to-evict: &quot;false&quot;, recalled from the Autopilot docs but not read from them; check it before relying on seven days of grace.</source>
        <translation>Le esportazioni contrassegnano i pod con cluster-autoscaler.kubernetes.io/safe-to-evict: &quot;false&quot;, ricordato dalla documentazione di Autopilot ma non letto da essa; verificalo prima di contare su sette giorni di tolleranza.</translation>
    </message>
    <message>
        <source>The flex-start node selector in the manifests is not confirmed.</source>
        <translation>Il selettore di nodo flex-start nei manifest non è confermato.</translation>
    </message>
    <message>
        <source>The exports select cloud.google.com/gke-flex-start: &quot;true&quot;, recalled but not read from Google&apos;s docs; check it before applying.</source>
        <translation>Le esportazioni selezionano cloud.google.com/gke-flex-start: &quot;true&quot;, ricordato ma non letto dalla documentazione di Google; verificalo prima di applicarlo.</translation>
    </message>
    <message>
        <source>Collection scheduling is available only on TPU Trillium (v6e).</source>
        <translation>La pianificazione per raccolte è disponibile solo su TPU Trillium (v6e).</translation>
    </message>
    <message>
        <source>A maintenance exclusion needs a start before its end.</source>
        <translation>Un&apos;esclusione di manutenzione richiede un inizio precedente alla fine.</translation>
    </message>
    <message>
        <source>%1 does not support disk type &quot;%2&quot;.</source>
        <translation>%1 non supporta il tipo di disco &quot;%2&quot;.</translation>
    </message>
    <message>
        <source>Disk size must be between 10 and 65536 GiB.</source>
        <translation>La dimensione del disco deve essere compresa tra 10 e 65536 GiB.</translation>
    </message>
    <message>
        <source>Every VM of the slice runs one Pod of the same workload; a plain Job or Deployment does not start them together.</source>
        <translation>Ogni VM della sezione TPU esegue un pod dello stesso carico di lavoro; un semplice Job o Deployment non li avvia insieme.</translation>
    </message>
    <message>
        <source>A single-host slice runs one Pod; a Job or Deployment suffices.</source>
        <translation>Una sezione TPU a host singolo esegue un solo pod; basta un Job o un Deployment.</translation>
    </message>
    <message>
        <source>Choose a listed topology, or type %1.</source>
        <translation>Scegli una topologia elencata oppure digita %1.</translation>
    </message>
    <message>
        <source>No findings.
</source>
        <translation>Nessuna segnalazione.
</translation>
    </message>
    <message>
        <source>No cluster version given: the %1 release channel chooses it; %2 needs %3 or later in %4 mode.</source>
        <translation>Nessuna versione del cluster indicata: la sceglie il canale di rilascio %1; %2 richiede la %3 o successiva in modalità %4.</translation>
    </message>
    <message>
        <source>The exported cluster command has no --cluster-version, so GKE creates the cluster with the channel&apos;s default version. The planner does not know that default; check that the channel offers %1 or later in the region, or enter a version to pin it.</source>
        <translation>Il comando esportato per il cluster non ha --cluster-version, quindi GKE crea il cluster con la versione predefinita del canale. Il planner non conosce questa versione predefinita: verifica che il canale offra la %1 o successiva nella regione, oppure inserisci una versione per fissarla.</translation>
    </message>
    <message>
        <source>Check the number of slices. GKE&apos;s Multislice page names no larger size; capacity this large needs Google&apos;s confirmation.</source>
        <translation>Controlla il numero di sezioni TPU. La pagina Multislice di GKE non indica dimensioni maggiori; una capacità così grande richiede la conferma di Google.</translation>
    </message>
    <message>
        <source>Choose one of the TPU versions the catalog lists.</source>
        <translation>Scegli una delle versioni TPU elencate nel catalogo.</translation>
    </message>
    <message>
        <source>    source: %1
</source>
        <translation>    fonte: %1
</translation>
    </message>
    <message>
        <source> Try %1.</source>
        <translation> Prova %1.</translation>
    </message>
    <message>
        <source>%1 or %2</source>
        <translation>%1 o %2</translation>
    </message>
    <message>
        <source>%1 &quot;%2&quot; %3.</source>
        <translation>%1 &quot;%2&quot; %3.</translation>
    </message>
    <message>
        <source>Exports write values exactly as entered; remove the character so that scripts and manifests get the value that was checked.</source>
        <translation>Le esportazioni scrivono i valori esattamente come inseriti: rimuovi il carattere, così script e manifest riceveranno il valore che è stato verificato.</translation>
    </message>
    <message>
        <source>Command word %1 (&quot;%2&quot;) %3.</source>
        <translation>La parola %1 del comando (&quot;%2&quot;) %3.</translation>
    </message>
    <message>
        <source>A program&apos;s arguments cannot hold this character.</source>
        <translation>Gli argomenti di un programma non possono contenere questo carattere.</translation>
    </message>
    <message>
        <source>none</source>
        <translation>nessuna</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a Google Cloud zone name.</source>
        <translation>&quot;%1&quot; non è un nome di zona Google Cloud.</translation>
    </message>
    <message>
        <source>Zones are written like us-east5-b.</source>
        <translation>I nomi delle zone hanno la forma us-east5-b.</translation>
    </message>
    <message>
        <source> Alternatives: %1.</source>
        <translation> Alternative: %1.</translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <source>Regular (GKE&apos;s default)</source>
        <translation>Regular (predefinito di GKE)</translation>
    </message>
    <message>
        <source>Reservation project &quot;%1&quot; %2.</source>
        <translation>Il progetto della prenotazione &quot;%1&quot; %2.</translation>
    </message>
    <message>
        <source>Give the ID of the project that owns the shared reservation, or leave it empty for the plan&apos;s project.</source>
        <translation>Indica l&apos;ID del progetto proprietario della prenotazione condivisa oppure lascia vuoto per usare il progetto del piano.</translation>
    </message>
    <message>
        <source> or </source>
        <translation> o </translation>
    </message>
    <message>
        <source>Node image type &quot;%1&quot; %2.</source>
        <translation>Il tipo di immagine del nodo &quot;%1&quot; %2.</translation>
    </message>
    <message>
        <source>gcloud --image-type takes a name such as COS_CONTAINERD.</source>
        <translation>gcloud --image-type accetta un nome come COS_CONTAINERD.</translation>
    </message>
    <message>
        <source>Maintenance exclusion name &quot;%1&quot; %2.</source>
        <translation>Il nome dell&apos;esclusione di manutenzione &quot;%1&quot; %2.</translation>
    </message>
    <message>
        <source>Leave it empty for &quot;tpu-training&quot;, or use a short name.</source>
        <translation>Lascia vuoto per usare &quot;tpu-training&quot; oppure usa un nome breve.</translation>
    </message>
    <message>
        <source>Supported: %1.</source>
        <translation>Tipi supportati: %1.</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>sconosciuti</translation>
    </message>
    <message>
        <source>%1 has %2 chips, and a custom %3 slice has at most %4.</source>
        <translation>%1 ha %2 chip, e una sezione TPU personalizzata %3 ne ha al massimo %4.</translation>
    </message>
    <message>
        <source>Custom %1 slices: %2. The limit itself is uncertain: %3</source>
        <translation>Sezioni TPU personalizzate %1: %2. Il limite stesso è incerto: %3</translation>
    </message>
    <message>
        <source>Custom %1 slices: %2. Use a smaller shape, or several slices (Multislice).</source>
        <translation>Sezioni TPU personalizzate %1: %2. Usa una forma più piccola o più sezioni TPU (Multislice).</translation>
    </message>
    <message>
        <source>%1 is not a %2 shape; %2 shapes are %3, e.g. %4.</source>
        <translation>%1 non è una forma %2; le forme %2 sono %3, ad es. %4.</translation>
    </message>
    <message>
        <source>%1 is not a %2 shape; %2 shapes are %3.</source>
        <translation>%1 non è una forma %2; le forme %2 sono %3.</translation>
    </message>
    <message>
        <source>Use %1, or leave it empty.</source>
        <translation>Usa %1 oppure lascialo vuoto.</translation>
    </message>
    <message>
        <source>no machine type</source>
        <translation>nessun tipo di macchina</translation>
    </message>
    <message>
        <source>no zone</source>
        <translation>nessuna zona</translation>
    </message>
    <message>
        <source>Reservation %1 was chosen for %2 in %3; the plan now uses %4 in %5.</source>
        <translation>La prenotazione %1 era stata scelta per %2 in %3; il piano ora usa %4 in %5.</translation>
    </message>
    <message>
        <source>The plan does not record what reservation %1 holds.</source>
        <translation>Il piano non registra cosa contiene la prenotazione %1.</translation>
    </message>
    <message>
        <source>%1 in %2</source>
        <translation>%1 in %2</translation>
    </message>
    <message>
        <source>zone %1</source>
        <translation>zona %1</translation>
    </message>
    <message>
        <source>Reservation %1 holds %2; the plan uses %3.</source>
        <translation>La prenotazione %1 contiene %2; il piano usa %3.</translation>
    </message>
    <message>
        <source>GKE refuses a node pool whose specific reservation does not hold its machine type in its zone. Choose a reservation that holds what the plan uses, or plan for what the reservation holds.</source>
        <translation>GKE rifiuta un pool di nodi la cui prenotazione specifica non contiene il suo tipo di macchina nella sua zona. Scegli una prenotazione che contiene ciò che usa il piano, oppure pianifica per ciò che la prenotazione contiene.</translation>
    </message>
    <message>
        <source>%1 is too large in a dimension: each dimension of a custom %2 slice is %3.</source>
        <translation>%1 è troppo grande in una dimensione: ogni dimensione di una sezione %2 personalizzata è %3.</translation>
    </message>
    <message>
        <source>It satisfies the custom-topology rules: %1.</source>
        <translation>Rispetta le regole delle topologie personalizzate: %1.</translation>
    </message>
    <message>
        <source>Flex-start is not offered for %1.</source>
        <translation>Flex-start non è offerto per %1.</translation>
    </message>
    <message>
        <source>Use on-demand, Spot or a reservation, or a TPU version from v5e on.</source>
        <translation>Usa on-demand, Spot o una prenotazione, oppure una versione TPU da v5e in poi.</translation>
    </message>
    <message>
        <source>Flex-start TPU nodes need GKE %1 or later; the plan has %2.</source>
        <translation>I nodi TPU flex-start richiedono GKE %1 o successiva; il piano ha %2.</translation>
    </message>
    <message>
        <source>Upgrade the cluster or pin version %1 or later.</source>
        <translation>Aggiorna il cluster o fissa la versione %1 o successiva.</translation>
    </message>
    <message>
        <source>Whether %1 offers flex-start in %2 is not known.</source>
        <translation>Non si sa se %1 offra flex-start in %2.</translation>
    </message>
    <message>
        <source>GKE&apos;s flex-start page lists no zone for %1; check with Google before relying on it.</source>
        <translation>La pagina flex-start di GKE non elenca zone per %1; verifica con Google prima di contarci.</translation>
    </message>
    <message>
        <source>GKE&apos;s flex-start page does not list %1 for %2.</source>
        <translation>La pagina flex-start di GKE non elenca %1 per %2.</translation>
    </message>
    <message>
        <source>Flex-start zones for %1: %2. Choose one of them, or another consumption option.</source>
        <translation>Zone flex-start per %1: %2. Scegline una, o un&apos;altra opzione di consumo.</translation>
    </message>
    <message>
        <source>Flex-start node pools start at 0 nodes and grow to the slice; the autoscaling limits are not used.</source>
        <translation>I pool di nodi flex-start partono da 0 nodi e crescono fino alla sezione; i limiti di scalabilità automatica non sono usati.</translation>
    </message>
    <message>
        <source>Turn node pool autoscaling off: flex-start takes no fixed node count.</source>
        <translation>Disattiva la scalabilità automatica del pool di nodi: flex-start non accetta un numero fisso di nodi.</translation>
    </message>
    <message>
        <source>A flex-start node runs for at most %1 days.</source>
        <translation>Un nodo flex-start resta attivo al massimo %1 giorni.</translation>
    </message>
    <message>
        <source>GKE removes it then; checkpoint long training runs.</source>
        <translation>Poi GKE lo rimuove; salva checkpoint negli addestramenti lunghi.</translation>
    </message>
    <message>
        <source>A multi-host slice runs flex-start through queued provisioning.</source>
        <translation>Una sezione multi-host usa flex-start tramite il provisioning in coda.</translation>
    </message>
    <message>
        <source>The exports create the node pools with --enable-queued-provisioning and the cloud.google.com/gke-queued label, and add Kueue&apos;s ProvisioningRequestConfig and AdmissionCheck: Kueue admits the workload when GKE has the whole slice.</source>
        <translation>Le esportazioni creano i pool di nodi con --enable-queued-provisioning e l&apos;etichetta cloud.google.com/gke-queued, e aggiungono ProvisioningRequestConfig e AdmissionCheck di Kueue: Kueue ammette il carico quando GKE ha l&apos;intera sezione.</translation>
    </message>
    <message>
        <source>The fallback chain tries %1 twice.</source>
        <translation>La catena di ripiego prova %1 due volte.</translation>
    </message>
    <message>
        <source>List each consumption option once.</source>
        <translation>Elenca ogni opzione di consumo una sola volta.</translation>
    </message>
    <message>
        <source>A fallback chain in Standard mode needs node auto-provisioning.</source>
        <translation>Una catena di ripiego in modalità Standard richiede il provisioning automatico dei nodi.</translation>
    </message>
    <message>
        <source>GKE creates the node pools the compute class asks for; turn node auto-provisioning on, or remove the chain.</source>
        <translation>GKE crea i pool di nodi che la compute class richiede; attiva il provisioning automatico dei nodi o rimuovi la catena.</translation>
    </message>
    <message>
        <source>Compute classes with TPU priorities need GKE %1 or later; the plan has %2.</source>
        <translation>Le compute class con priorità TPU richiedono GKE %1 o successiva; il piano ha %2.</translation>
    </message>
    <message>
        <source>GKE tries, in order: %1; when none is available it %2.</source>
        <translation>GKE prova, in ordine: %1; quando nessuna è disponibile %2.</translation>
    </message>
    <message>
        <source>scales up anyway with any TPU node it can get</source>
        <translation>scala comunque con qualsiasi nodo TPU che ottiene</translation>
    </message>
    <message>
        <source>waits (DoNotScaleUp)</source>
        <translation>attende (DoNotScaleUp)</translation>
    </message>
    <message>
        <source>The exports add a ComputeClass with one priority per step, and the workload selects it with cloud.google.com/compute-class.</source>
        <translation>Le esportazioni aggiungono una ComputeClass con una priorità per passo, e il carico la seleziona con cloud.google.com/compute-class.</translation>
    </message>
    <message>
        <source>A multi-host slice (%1 VMs) needs a JobSet or an Indexed Job (training), a LeaderWorkerSet (serving) or a RayCluster.</source>
        <translation>Una sezione multi-host (%1 VM) richiede un JobSet o un Indexed Job (training), un LeaderWorkerSet (serving) o un RayCluster.</translation>
    </message>
    <message>
        <source>Ray on a multi-host slice needs the KubeRay TPU webhook (ai-on-gke): it sets each worker&apos;s TPU environment and keeps a worker group on one slice. Multi-host autoscaling needs KubeRay 1.1.0 and Ray 2.32.0 or later.</source>
        <translation>Ray su una sezione multi-host richiede il webhook TPU di KubeRay (ai-on-gke): imposta l&apos;ambiente TPU di ogni worker e tiene un gruppo di worker su una sola sezione. La scalabilità automatica multi-host richiede KubeRay 1.1.0 e Ray 2.32.0 o successivi.</translation>
    </message>
    <message>
        <source>Install KubeRay and the TPU webhook before applying the RayCluster.</source>
        <translation>Installa KubeRay e il webhook TPU prima di applicare il RayCluster.</translation>
    </message>
    <message>
        <source>%1 is a setting of Standard node pools; Autopilot manages its nodes and the exports leave it out.</source>
        <translation>%1 è un’impostazione dei pool di nodi Standard; Autopilot gestisce i propri nodi e le esportazioni la omettono.</translation>
    </message>
    <message>
        <source>Set it back to the default, or use Standard mode.</source>
        <translation>Riportala al valore predefinito o usa la modalità Standard.</translation>
    </message>
    <message>
        <source>Zone %1 is not a zone the catalog knows.</source>
        <translation>La zona %1 non è una zona che il catalogo conosce.</translation>
    </message>
    <message>
        <source>Zone %1 is not a zone the catalog knows, nor is region %2.</source>
        <translation>La zona %1 non è una zona che il catalogo conosce, né lo è la regione %2.</translation>
    </message>
    <message>
        <source>Choose a zone that offers the TPU. If Google added the zone since, refresh the catalog from your project (File ▸ Refresh Catalog from Project, or tpu-planner catalog refresh).</source>
        <translation>Scegli una zona che offre la TPU. Se Google ha aggiunto la zona nel frattempo, aggiorna il catalogo dal tuo progetto (File ▸ Aggiorna catalogo dal progetto, oppure tpu-planner catalog refresh).</translation>
    </message>
    <message>
        <source>Zones the catalog lists for it: %1.</source>
        <translation>Zone che il catalogo elenca per questa TPU: %1.</translation>
    </message>
    <message>
        <source>Zone %1 does not offer %2.</source>
        <translation>La zona %1 non offre %2.</translation>
    </message>
    <message>
        <source>The project&apos;s own answer (%1) settles it.</source>
        <translation>Lo decide la risposta del progetto stesso (%1).</translation>
    </message>
    <message>
        <source>The sources below list the zones that offer it; this zone is not among them.</source>
        <translation>Le fonti qui sotto elencano le zone che la offrono; questa zona non è tra loro.</translation>
    </message>
    <message>
        <source>Kueue admits a %1 only with its %2 integration on (integrations.frameworks in Kueue&apos;s configuration). Kueue v0.19.2, which apply.sh installs where the cluster has no Kueue, turns it on by default; a Kueue already on the cluster may not.</source>
        <translation>Kueue ammette un %1 solo con la sua integrazione %2 attiva (integrations.frameworks nella configurazione di Kueue). Kueue v0.19.2, che apply.sh installa dove il cluster non ha Kueue, la attiva per impostazione predefinita; un Kueue già presente nel cluster potrebbe non averla.</translation>
    </message>
    <message>
        <source>On a cluster with its own Kueue, check that the integration is listed (kubectl get configmap -n kueue-system kueue-manager-config -o yaml); without it the workload starts without waiting for quota and apply.sh&apos;s wait for its admission times out.</source>
        <translation>Su un cluster con un proprio Kueue, controlla che l&apos;integrazione sia elencata (kubectl get configmap -n kueue-system kueue-manager-config -o yaml); senza di essa il carico di lavoro parte senza attendere la quota e l&apos;attesa di apply.sh per la sua ammissione scade.</translation>
    </message>
    <message>
        <source>No container image: the manifests cannot be exported without one.</source>
        <translation>Nessuna immagine container: senza immagine i manifest non possono essere esportati.</translation>
    </message>
    <message>
        <source>Planning capacity needs no workload: the summary, its costs and the gcloud script come without one. The manifests and apply.sh run the workload: enter the image it runs (for example us-docker.pkg.dev/PROJECT/REPO/IMAGE:TAG); Kubernetes cannot start a Pod without one.</source>
        <translation>Per pianificare la capacità non serve un carico di lavoro: il riepilogo, i suoi costi e lo script gcloud si ottengono anche senza. I manifest e apply.sh eseguono il carico di lavoro: inserisci l&apos;immagine che esegue (ad esempio us-docker.pkg.dev/PROGETTO/REPOSITORY/IMMAGINE:TAG); Kubernetes non può avviare un pod senza immagine.</translation>
    </message>
    <message>
        <source>%1 slices of %2 %3 chips are %4 chips: more than any single TPU pod Google documents (the largest has 9,216 chips).</source>
        <translation>%1 sezioni TPU da %2 chip %3 sono %4 chip: più di qualsiasi singolo pod TPU documentato da Google (il più grande ha 9.216 chip).</translation>
    </message>
    <message>
        <source>It was kept when the plan changed. Enter the machine type and zone the reservation holds: a reservation that holds something else is an error, because GKE refuses such a node pool.</source>
        <translation>È stata mantenuta quando il piano è cambiato. Indica il tipo di macchina e la zona della prenotazione: una prenotazione che contiene altro è un errore, perché GKE rifiuta un pool di nodi del genere.</translation>
    </message>
    <message>
        <source>Enter the machine type and zone it holds (gcloud compute reservations describe shows them), so that the plan is checked against them.</source>
        <translation>Indica il tipo di macchina e la zona che contiene (gcloud compute reservations describe li mostra), così che il piano venga confrontato con essi.</translation>
    </message>
    <message>
        <source> The planner keeps workload names to 40 characters so that the names derived from them (JobSet jobs, Pods, Services) stay under 63. Only a plain Job&apos;s name may start with a digit: a Service named after the workload (Deployment, Indexed Job, LeaderWorkerSet) and JobSet&apos;s and KubeRay&apos;s own checks need a letter first (RFC 1035).</source>
        <translation> Il planner limita i nomi dei carichi di lavoro a 40 caratteri, così che i nomi derivati (job di JobSet, pod, Service) restino sotto i 63. Solo il nome di un semplice Job può iniziare con una cifra: un Service con il nome del carico di lavoro (Deployment, Indexed Job, LeaderWorkerSet) e i controlli di JobSet e KubeRay richiedono una lettera all&apos;inizio (RFC 1035).</translation>
    </message>
    <message>
        <source> The manifests create the priority class, and Kubernetes refuses to create one whose name starts with &quot;system-&quot;.</source>
        <translation> I manifest creano la classe di priorità, e Kubernetes rifiuta di crearne una il cui nome inizia con &quot;system-&quot;.</translation>
    </message>
    <message>
        <source>The exports check that the release channel&apos;s default is %1 or later before they create the cluster.</source>
        <translation>Le esportazioni verificano che la versione predefinita del canale di rilascio sia %1 o successiva prima di creare il cluster.</translation>
    </message>
    <message>
        <source>A %1 does not restart its slices: the maximum restarts (%2) is a JobSet&apos;s failure policy.</source>
        <translation>Un %1 non riavvia le sue sezioni TPU: i riavvii massimi (%2) sono la politica di errore di un JobSet.</translation>
    </message>
    <message>
        <source>Set it to 0, or use the JobSet workload kind; the manifests leave it out.</source>
        <translation>Impostalo a 0 o usa il tipo di carico di lavoro JobSet; i manifest lo tralasciano.</translation>
    </message>
    <message>
        <source>The node pools consume any matching reservation and never on-demand: with no matching reservation free, node pool creation fails.</source>
        <translation>I pool di nodi consumano qualsiasi prenotazione corrispondente e mai capacità on demand: se nessuna prenotazione corrispondente è libera, la creazione del pool di nodi non riesce.</translation>
    </message>
    <message>
        <source>Google&apos;s TPU planning guide says to consume TPU reservations with a specific reservation; GKE takes whichever matching reservation it finds first. The exports set --reservation-affinity=any-reservation-then-fail (gcloud 575.0.0 or later, which gcloud.sh and apply.sh check first) and Terraform&apos;s ANY_RESERVATION_THEN_FAIL.</source>
        <translation>La guida di Google alla pianificazione delle TPU consiglia di consumare le prenotazioni TPU con una prenotazione specifica; GKE usa la prima prenotazione corrispondente che trova. Le esportazioni impostano --reservation-affinity=any-reservation-then-fail (gcloud 575.0.0 o successivo, che gcloud.sh e apply.sh verificano per primo) e ANY_RESERVATION_THEN_FAIL di Terraform.</translation>
    </message>
    <message>
        <source>Autopilot consumes only specific reservations, not any matching one.</source>
        <translation>Autopilot consuma solo prenotazioni specifiche, non una qualsiasi prenotazione corrispondente.</translation>
    </message>
    <message>
        <source>Name the reservation (specific affinity), or plan a Standard cluster, whose node pools can consume any matching reservation.</source>
        <translation>Indica il nome della prenotazione (affinità specifica), oppure pianifica un cluster Standard, i cui pool di nodi possono consumare qualsiasi prenotazione corrispondente.</translation>
    </message>
    <message>
        <source>A fallback chain (compute class) cannot consume any reservation without falling back.</source>
        <translation>Una catena di ripiego (compute class) non può consumare una qualsiasi prenotazione senza ripiego.</translation>
    </message>
    <message>
        <source>A ComputeClass priority&apos;s reservations.affinity is Specific, AnyBestEffort or None: name the reservation, or remove the fallback chain.</source>
        <translation>Il campo reservations.affinity di una priorità della ComputeClass è Specific, AnyBestEffort o None: indica il nome della prenotazione oppure rimuovi la catena di ripiego.</translation>
    </message>
    <message>
        <source>A calendar-mode reservation is consumed only as a specific reservation.</source>
        <translation>Una prenotazione in modalità calendario si consuma solo come prenotazione specifica.</translation>
    </message>
    <message>
        <source>Compute Engine requires specific consumption for calendar mode: set the reservation affinity to specific.</source>
        <translation>Compute Engine richiede il consumo specifico per la modalità calendario: imposta l&apos;affinità della prenotazione su specific.</translation>
    </message>
    <message>
        <source>The reservation name &quot;%1&quot; is not used: any matching reservation is consumed.</source>
        <translation>Il nome della prenotazione &quot;%1&quot; non viene usato: si consuma qualsiasi prenotazione corrispondente.</translation>
    </message>
    <message>
        <source>Set the reservation affinity to specific to consume only that reservation.</source>
        <translation>Imposta l&apos;affinità della prenotazione su specific per consumare solo quella prenotazione.</translation>
    </message>
</context>
<context>
    <name>tpu::model::ShellWords</name>
    <message>
        <source>a single quote (&apos;) is not closed</source>
        <translation>un apice singolo (&apos;) non è chiuso</translation>
    </message>
    <message>
        <source>a double quote (&quot;) is not closed</source>
        <translation>le virgolette doppie (&quot;) non sono chiuse</translation>
    </message>
</context>
<context>
    <name>tpu::model::Summary</name>
    <message>
        <source>Consumed from reservation &quot;%1&quot;: the capacity is already held by the reservation.</source>
        <translation>Consumata dalla prenotazione &quot;%1&quot;: la capacità è già riservata dalla prenotazione.</translation>
    </message>
    <message>
        <source>On-demand</source>
        <translation>On demand</translation>
    </message>
    <message>
        <source>1-year commitment</source>
        <translation>Impegno di 1 anno</translation>
    </message>
    <message>
        <source>3-year commitment</source>
        <translation>Impegno di 3 anni</translation>
    </message>
    <message>
        <source> (uncertain: %1)</source>
        <translation> (incerto: %1)</translation>
    </message>
    <message>
        <source> (uncertain)</source>
        <translation> (incerto)</translation>
    </message>
    <message>
        <source>The plan does not describe a complete slice yet; see the findings.
</source>
        <translation>Il piano non descrive ancora una sezione TPU completa; vedi le segnalazioni.
</translation>
    </message>
    <message>
        <source>Accelerator</source>
        <translation>Acceleratore</translation>
    </message>
    <message>
        <source>Machine type</source>
        <translation>Tipo di macchina</translation>
    </message>
    <message>
        <source>Topology</source>
        <translation>Topologia</translation>
    </message>
    <message>
        <source> (custom)</source>
        <translation> (personalizzata)</translation>
    </message>
    <message>
        <source>Host type</source>
        <translation>Tipo di host</translation>
    </message>
    <message>
        <source>multi-host</source>
        <translation>multi-host</translation>
    </message>
    <message>
        <source>single-host</source>
        <translation>host singolo</translation>
    </message>
    <message>
        <source>Slices</source>
        <translation>Sezioni TPU</translation>
    </message>
    <message>
        <source>VMs per slice</source>
        <translation>VM per sezione TPU</translation>
    </message>
    <message>
        <source>Chips per VM (google.com/tpu)</source>
        <translation>Chip per VM (google.com/tpu)</translation>
    </message>
    <message>
        <source>Chips per slice</source>
        <translation>Chip per sezione TPU</translation>
    </message>
    <message>
        <source>Total VMs (nodes)</source>
        <translation>VM totali (nodi)</translation>
    </message>
    <message>
        <source>Total chips</source>
        <translation>Chip totali</translation>
    </message>
    <message>
        <source>Memory</source>
        <translation>Memoria</translation>
    </message>
    <message>
        <source>Peak bf16</source>
        <translation>Picco bf16</translation>
    </message>
    <message>
        <source>unknown metric</source>
        <translation>metrica sconosciuta</translation>
    </message>
    <message>
        <source>: %1 chips</source>
        <translation>: %1 chip</translation>
    </message>
    <message>
        <source>Quota needed</source>
        <translation>Quota necessaria</translation>
    </message>
    <message>
        <source>Prices</source>
        <translation>Prezzi</translation>
    </message>
    <message>
        <source>%1 per chip-hour, %2%3</source>
        <translation>%1 per chip all&apos;ora, %2%3</translation>
    </message>
    <message>
        <source>no region</source>
        <translation>nessuna regione</translation>
    </message>
    <message>
        <source> (no price in the catalog)</source>
        <translation> (nessun prezzo nel catalogo)</translation>
    </message>
    <message>
        <source>%1 per hour, %2 per 30-day month</source>
        <translation>%1 all&apos;ora, %2 per mese di 30 giorni</translation>
    </message>
    <message>
        <source> in zone %1</source>
        <translation> nella zona %1</translation>
    </message>
    <message>
        <source> in region %1</source>
        <translation> nella regione %1</translation>
    </message>
    <message>
        <source> in %1 (scope unknown)</source>
        <translation> in %1 (ambito sconosciuto)</translation>
    </message>
    <message>
        <source>, as of %1</source>
        <translation>, al %1</translation>
    </message>
    <message>
        <source>zone %1</source>
        <translation>zona %1</translation>
    </message>
    <message>
        <source>region %1</source>
        <translation>regione %1</translation>
    </message>
    <message>
        <source>%1 (zone or region: not known)</source>
        <translation>%1 (zona o regione: non noto)</translation>
    </message>
    <message>
        <source>The catalog has no price for this region.</source>
        <translation>Il catalogo non ha prezzi per questa regione.</translation>
    </message>
    <message>
        <source>%1 (%2 per month)</source>
        <translation>%1 (%2 al mese)</translation>
    </message>
    <message>
        <source>%1 (price not known)</source>
        <translation>%1 (prezzo non noto)</translation>
    </message>
    <message>
        <source>Fallback chain</source>
        <translation>Catena di ripiego</translation>
    </message>
    <message>
        <source>Calendar-mode reservation &quot;%1&quot;: it needs no Compute Engine TPU quota.</source>
        <translation>Prenotazione in modalità calendario &quot;%1&quot;: non richiede quota TPU di Compute Engine.</translation>
    </message>
    <message>
        <source>Calendar mode</source>
        <translation>Modalità calendario</translation>
    </message>
    <message>
        <source>none (calendar mode)</source>
        <translation>nessuna (modalità calendario)</translation>
    </message>
    <message>
        <source>Consumed from any matching reservation, never on-demand: the capacity is already held by the reservation.</source>
        <translation>Consumata da qualsiasi prenotazione corrispondente, mai on demand: la capacità è già garantita dalla prenotazione.</translation>
    </message>
</context>
<context>
    <name>tpu::report::Report</name>
    <message>
        <source>This plan has 1 error: it cannot be applied as it is.</source>
        <translation>Questo piano ha 1 errore: non può essere applicato così com&apos;è.</translation>
    </message>
    <message>
        <source>This plan has %1 errors: it cannot be applied as it is.</source>
        <translation>Questo piano ha %1 errori: non può essere applicato così com&apos;è.</translation>
    </message>
    <message>
        <source>This plan does not describe a complete slice yet.</source>
        <translation>Questo piano non descrive ancora una sezione TPU completa.</translation>
    </message>
    <message>
        <source>… and %1 more (see Findings).</source>
        <translation>… e altri %1 (vedi Segnalazioni).</translation>
    </message>
    <message>
        <source>Summary</source>
        <translation>Riepilogo</translation>
    </message>
    <message>
        <source>Slice</source>
        <translation>Sezione TPU</translation>
    </message>
    <message>
        <source>Totals</source>
        <translation>Totali</translation>
    </message>
    <message>
        <source>Charts</source>
        <translation>Grafici</translation>
    </message>
    <message>
        <source>Quota needed</source>
        <translation>Quota necessaria</translation>
    </message>
    <message>
        <source>Cost</source>
        <translation>Costo</translation>
    </message>
    <message>
        <source>Consumption</source>
        <translation>Consumo</translation>
    </message>
    <message>
        <source>per chip-hour</source>
        <translation>per chip all&apos;ora</translation>
    </message>
    <message>
        <source>per hour</source>
        <translation>all&apos;ora</translation>
    </message>
    <message>
        <source>per 30-day month</source>
        <translation>per mese di 30 giorni</translation>
    </message>
    <message>
        <source>Alternatives</source>
        <translation>Alternative</translation>
    </message>
    <message>
        <source>None found for the plan&apos;s chips in its region.</source>
        <translation>Nessuna trovata per i chip del piano nella sua regione.</translation>
    </message>
    <message>
        <source>Findings</source>
        <translation>Segnalazioni</translation>
    </message>
    <message>
        <source>None: the plan passes every rule.</source>
        <translation>Nessuna: il piano rispetta tutte le regole.</translation>
    </message>
    <message>
        <source>Catalog</source>
        <translation>Catalogo</translation>
    </message>
    <message>
        <source>Made by TPU Planner on %1.</source>
        <translation>Creato da TPU Planner il %1.</translation>
    </message>
    <message>
        <source>%1: the report is written as .pdf or .png; give a file name ending in one of them.</source>
        <translation>%1: il report viene scritto in formato .pdf o .png; indica un nome file che termini con una di queste estensioni.</translation>
    </message>
    <message>
        <source>drawing the report needs a QGuiApplication</source>
        <translation>per disegnare il report serve una QGuiApplication</translation>
    </message>
    <message>
        <source>cannot write %1: the PDF could not be started</source>
        <translation>impossibile scrivere %1: non è stato possibile avviare il PDF</translation>
    </message>
    <message>
        <source>Slices × VMs per slice</source>
        <translation>Sezioni TPU × VM per sezione</translation>
    </message>
    <message>
        <source>%1 chips, %2</source>
        <translation>%1 chip, %2</translation>
    </message>
    <message>
        <source>Quota metric: %1</source>
        <translation>Metrica della quota: %1</translation>
    </message>
    <message>
        <source>… and %1 more in the PDF report.</source>
        <translation>… e altre %1 nel report PDF.</translation>
    </message>
    <message>
        <source>unsaved plan</source>
        <translation>piano non salvato</translation>
    </message>
    <message>
        <source>TPU Planner · %1 · %2</source>
        <translation>TPU Planner · %1 · %2</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>sconosciuto</translation>
    </message>
    <message>
        <source>TPU capacity plan: cluster %1</source>
        <translation>Piano di capacità TPU: cluster %1</translation>
    </message>
    <message>
        <source>no project ID set</source>
        <translation>nessun ID progetto impostato</translation>
    </message>
    <message>
        <source>project %1</source>
        <translation>progetto %1</translation>
    </message>
    <message>
        <source>plan file %1</source>
        <translation>file del piano %1</translation>
    </message>
    <message>
        <source>no TPU version</source>
        <translation>nessuna versione TPU</translation>
    </message>
    <message>
        <source>TPU version %1</source>
        <translation>versione TPU %1</translation>
    </message>
    <message>
        <source>no machine type</source>
        <translation>nessun tipo di macchina</translation>
    </message>
    <message>
        <source>no topology</source>
        <translation>nessuna topologia</translation>
    </message>
    <message>
        <source>topology %1</source>
        <translation>topologia %1</translation>
    </message>
    <message>
        <source>1 slice</source>
        <translation>1 sezione TPU</translation>
    </message>
    <message>
        <source>%1 slices</source>
        <translation>%1 sezioni TPU</translation>
    </message>
    <message>
        <source>no zone</source>
        <translation>nessuna zona</translation>
    </message>
    <message>
        <source>zone %1</source>
        <translation>zona %1</translation>
    </message>
    <message>
        <source>Catalog %1 of %2 (%3), %4.</source>
        <translation>Catalogo %1 del %2 (%3), %4.</translation>
    </message>
    <message>
        <source>built into TPU Planner</source>
        <translation>integrato in TPU Planner</translation>
    </message>
    <message>
        <source>read from %1</source>
        <translation>letto da %1</translation>
    </message>
    <message>
        <source>%1 %2: %3 chips in %4 VMs of %5 chips (%6)%7; one colour per VM, lines are ICI links, dashed stubs wrap around.</source>
        <translation>%1 %2: %3 chip in %4 VM da %5 chip (%6)%7; un colore per VM, le linee sono collegamenti ICI, i tratti spezzati indicano i collegamenti di ritorno.</translation>
    </message>
    <message>
        <source>multi-host</source>
        <translation>multi-host</translation>
    </message>
    <message>
        <source>single-host</source>
        <translation>host singolo</translation>
    </message>
    <message>
        <source>, %1 slices side by side</source>
        <translation>, %1 sezioni TPU affiancate</translation>
    </message>
    <message>
        <source>, %1 slices of the same shape; %2 drawn</source>
        <translation>, %1 sezioni TPU della stessa forma; %2 disegnate</translation>
    </message>
    <message>
        <source>Accelerator</source>
        <translation>Acceleratore</translation>
    </message>
    <message>
        <source>Machine type</source>
        <translation>Tipo di macchina</translation>
    </message>
    <message>
        <source>Topology</source>
        <translation>Topologia</translation>
    </message>
    <message>
        <source> (custom)</source>
        <translation> (personalizzata)</translation>
    </message>
    <message>
        <source>Host type</source>
        <translation>Tipo di host</translation>
    </message>
    <message>
        <source>Slices</source>
        <translation>Sezioni TPU</translation>
    </message>
    <message>
        <source>VMs (nodes) per slice</source>
        <translation>VM (nodi) per sezione TPU</translation>
    </message>
    <message>
        <source>Chips per VM (google.com/tpu)</source>
        <translation>Chip per VM (google.com/tpu)</translation>
    </message>
    <message>
        <source>VMs (nodes)</source>
        <translation>VM (nodi)</translation>
    </message>
    <message>
        <source>TPU chips</source>
        <translation>Chip TPU</translation>
    </message>
    <message>
        <source>vCPU</source>
        <translation>vCPU</translation>
    </message>
    <message>
        <source>Memory</source>
        <translation>Memoria</translation>
    </message>
    <message>
        <source>GiB</source>
        <translation>GiB</translation>
    </message>
    <message>
        <source>HBM</source>
        <translation>HBM</translation>
    </message>
    <message>
        <source>Peak bf16</source>
        <translation>Picco bf16</translation>
    </message>
    <message>
        <source>PFLOP/s</source>
        <translation>PFLOP/s</translation>
    </message>
    <message>
        <source>unknown metric</source>
        <translation>metrica sconosciuta</translation>
    </message>
    <message>
        <source>Quota metric</source>
        <translation>Metrica della quota</translation>
    </message>
    <message>
        <source>Chips needed</source>
        <translation>Chip necessari</translation>
    </message>
    <message>
        <source>The catalog has no price for %1 in %2: the cost is unknown.</source>
        <translation>Il catalogo non ha un prezzo per %1 in %2: il costo è sconosciuto.</translation>
    </message>
    <message>
        <source>this region</source>
        <translation>questa regione</translation>
    </message>
    <message>
        <source>Prices for %1 in %2, %3 per chip-hour, as of %4; a month is %5 hours. Values marked (?) are uncertain.</source>
        <translation>Prezzi per %1 in %2, in %3 per chip all&apos;ora, al %4; un mese equivale a %5 ore. I valori contrassegnati con (?) sono incerti.</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1: %2, %3</source>
        <translation>%1: %2, %3</translation>
    </message>
    <message>
        <source>cost unknown</source>
        <translation>costo sconosciuto</translation>
    </message>
    <message>
        <source>%1%2 %3 %4 × %5: %6 chips, %7 VMs, %8 — %9</source>
        <translation>%1%2 %3 %4 × %5: %6 chip, %7 VM, %8 — %9</translation>
    </message>
    <message>
        <source>(this plan) </source>
        <translation>(questo piano) </translation>
    </message>
    <message>
        <source>passes every rule</source>
        <translation>rispetta tutte le regole</translation>
    </message>
    <message>
        <source>has errors</source>
        <translation>ha errori</translation>
    </message>
    <message>
        <source>✖ Error</source>
        <translation>✖ Errore</translation>
    </message>
    <message>
        <source>⚠ Warning</source>
        <translation>⚠ Avviso</translation>
    </message>
    <message>
        <source>ℹ Note</source>
        <translation>ℹ Nota</translation>
    </message>
    <message>
        <source>The topology cannot be drawn: %1</source>
        <translation>Impossibile disegnare la topologia: %1</translation>
    </message>
    <message>
        <source>No topology to draw: the plan does not describe a complete slice yet.</source>
        <translation>Nessuna topologia da disegnare: il piano non descrive ancora una sezione TPU completa.</translation>
    </message>
    <message>
        <source>Cost per 30-day month by consumption option (%1)</source>
        <translation>Costo per mese di 30 giorni, per opzione di consumo (%1)</translation>
    </message>
    <message>
        <source>No cost: the catalog has no price for this plan.</source>
        <translation>Nessun costo: il catalogo non ha un prezzo per questo piano.</translation>
    </message>
    <message>
        <source>unknown (no price in the catalog)</source>
        <translation>sconosciuto (nessun prezzo nel catalogo)</translation>
    </message>
    <message>
        <source>TPU Planner report · %1</source>
        <translation>Report di TPU Planner · %1</translation>
    </message>
    <message>
        <source>Page %1 of %2</source>
        <translation>Pagina %1 di %2</translation>
    </message>
    <message>
        <source>Sources: %1</source>
        <translation>Fonti: %1</translation>
    </message>
    <message>
        <source>Counted in</source>
        <translation>Conteggiata in</translation>
    </message>
    <message>
        <source>cannot write %1: the PNG could not be encoded</source>
        <translation>impossibile scrivere %1: non è stato possibile codificare il PNG</translation>
    </message>
    <message>
        <source>cannot write %1: the PDF could not be finished</source>
        <translation>impossibile scrivere %1: non è stato possibile completare il PDF</translation>
    </message>
    <message>
        <source>Any matching reservation, never on-demand</source>
        <translation>Qualsiasi prenotazione corrispondente, mai on demand</translation>
    </message>
</context>
<context>
    <name>tpu::report::ReviewReport</name>
    <message>
        <source>fits</source>
        <translation>trova posto</translation>
    </message>
    <message>
        <source>fits partly</source>
        <translation>trova posto in parte</translation>
    </message>
    <message>
        <source>does not fit</source>
        <translation>non trova posto</translation>
    </message>
    <message>
        <source>Capacity review</source>
        <translation>Revisione della capacità</translation>
    </message>
    <message>
        <source>catalog %1</source>
        <translation>catalogo %1</translation>
    </message>
    <message>
        <source>The fit (priority order)</source>
        <translation>La collocazione (in ordine di priorità)</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 di %2</translation>
    </message>
    <message>
        <source>Priority</source>
        <translation>Priorità</translation>
    </message>
    <message>
        <source>Request</source>
        <translation>Richiesta</translation>
    </message>
    <message>
        <source>Team</source>
        <translation>Team</translation>
    </message>
    <message>
        <source>Fit</source>
        <translation>Collocazione</translation>
    </message>
    <message>
        <source>Slices</source>
        <translation>Sezioni TPU</translation>
    </message>
    <message>
        <source>Placed on</source>
        <translation>Collocata su</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>What to ask Google for</source>
        <translation>Cosa chiedere a Google</translation>
    </message>
    <message>
        <source>Nothing: every request fits.</source>
        <translation>Niente: ogni richiesta trova posto.</translation>
    </message>
    <message>
        <source>reservation</source>
        <translation>prenotazione</translation>
    </message>
    <message>
        <source>quota</source>
        <translation>quota</translation>
    </message>
    <message>
        <source>held</source>
        <translation>disponibile</translation>
    </message>
    <message>
        <source>not held</source>
        <translation>non disponibile</translation>
    </message>
    <message>
        <source>VMs</source>
        <translation>VM</translation>
    </message>
    <message>
        <source>chips</source>
        <translation>chip</translation>
    </message>
    <message>
        <source>Capacity</source>
        <translation>Capacità</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Tipo</translation>
    </message>
    <message>
        <source>Now</source>
        <translation>Ora</translation>
    </message>
    <message>
        <source>Missing</source>
        <translation>Mancanti</translation>
    </message>
    <message>
        <source>Cost per month (USD, catalog prices)</source>
        <translation>Costo al mese (USD, prezzi del catalogo)</translation>
    </message>
    <message>
        <source>All requests</source>
        <translation>Tutte le richieste</translation>
    </message>
    <message>
        <source>Busiest month</source>
        <translation>Mese più carico</translation>
    </message>
    <message>
        <source>Budget</source>
        <translation>Budget</translation>
    </message>
    <message>
        <source>%1 (over by %2)</source>
        <translation>%1 (superato di %2)</translation>
    </message>
    <message>
        <source>%1 (within)</source>
        <translation>%1 (rispettato)</translation>
    </message>
    <message>
        <source>Per month</source>
        <translation>Al mese</translation>
    </message>
    <message>
        <source>Without a price in the catalog (not counted): %1</source>
        <translation>Senza prezzo nel catalogo (non conteggiate): %1</translation>
    </message>
    <message>
        <source>Capacity after the review (busiest month)</source>
        <translation>Capacità dopo la revisione (mese più carico)</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Totale</translation>
    </message>
    <message>
        <source>Used</source>
        <translation>Usati</translation>
    </message>
    <message>
        <source>Free</source>
        <translation>Liberi</translation>
    </message>
    <message>
        <source>Unit</source>
        <translation>Unità</translation>
    </message>
    <message>
        <source>Period</source>
        <translation>Periodo</translation>
    </message>
    <message>
        <source>always</source>
        <translation>sempre</translation>
    </message>
    <message>
        <source>Reason</source>
        <translation>Motivo</translation>
    </message>
    <message>
        <source>Project</source>
        <translation>Progetto</translation>
    </message>
    <message>
        <source>Cluster</source>
        <translation>Cluster</translation>
    </message>
    <message>
        <source>Slice</source>
        <translation>Sezione TPU</translation>
    </message>
    <message>
        <source>%1 %2 %3 %4 × %5 in %6</source>
        <translation>%1 %2 %3 %4 × %5 in %6</translation>
    </message>
    <message>
        <source>Consumption</source>
        <translation>Consumo</translation>
    </message>
    <message>
        <source>Chips / VMs</source>
        <translation>Chip / VM</translation>
    </message>
    <message>
        <source>Cost per month</source>
        <translation>Costo al mese</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>sconosciuto</translation>
    </message>
    <message>
        <source>Field</source>
        <translation>Campo</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Valore</translation>
    </message>
    <message>
        <source>drawing the report needs a QGuiApplication</source>
        <translation>per disegnare il report serve una QGuiApplication</translation>
    </message>
    <message>
        <source>cannot write %1: the PDF could not be started</source>
        <translation>impossibile scrivere %1: non è stato possibile avviare il PDF</translation>
    </message>
    <message>
        <source>cannot write %1: the PDF could not be finished</source>
        <translation>impossibile scrivere %1: non è stato possibile completare il PDF</translation>
    </message>
    <message>
        <source>cannot write %1: the PNG could not be encoded</source>
        <translation>impossibile scrivere %1: non è stato possibile codificare il PNG</translation>
    </message>
    <message>
        <source>%1: a review&apos;s report is written as .pdf (overview, then a page per request) or .png (one image per page); give a file name ending in one of them</source>
        <translation>%1: il report di una revisione si scrive come .pdf (panoramica, poi una pagina per richiesta) o .png (un&apos;immagine per pagina); indica un nome di file che termini con una delle due</translation>
    </message>
    <message>
        <source>Region, TPU</source>
        <translation>Regione, TPU</translation>
    </message>
    <message>
        <source>Capacity class</source>
        <translation>Classe di capacità</translation>
    </message>
    <message>
        <source>Demand</source>
        <translation>Domanda</translation>
    </message>
    <message>
        <source>Placed</source>
        <translation>Collocati</translation>
    </message>
    <message>
        <source>Held</source>
        <translation>Disponibili</translation>
    </message>
    <message>
        <source>Page %1 of %2</source>
        <translation>Pagina %1 di %2</translation>
    </message>
    <message>
        <source>counts every request; each gets its capacity</source>
        <translation>conta ogni richiesta; ognuna ottiene la sua capacità</translation>
    </message>
    <message>
        <source>those that get no capacity (%1)</source>
        <translation>quelle che non ottengono capacità (%1)</translation>
    </message>
    <message>
        <source>the whole plan of those that fit partly (%1)</source>
        <translation>l&apos;intero piano di quelle che trovano posto in parte (%1)</translation>
    </message>
    <message>
        <source>counts every request, also %1</source>
        <translation>conta ogni richiesta, anche %1</translation>
    </message>
    <message>
        <source> and </source>
        <translation> e </translation>
    </message>
    <message>
        <source>there is no slide %1: the report has slides 1 to %2</source>
        <translation>non c&apos;è la diapositiva %1: il report ha le diapositive da 1 a %2</translation>
    </message>
    <message>
        <source>%1, %2, %3</source>
        <translation>%1, %2, %3</translation>
    </message>
    <message numerus="yes">
        <source>%1, %2 of %n slice(s)</source>
        <translation>
            <numerusform>%1, %2 di %n sezione TPU</numerusform>
            <numerusform>%1, %2 di %n sezioni TPU</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 on %2</source>
        <translation>%1 su %2</translation>
    </message>
    <message>
        <source>Plan errors</source>
        <translation>Errori del piano</translation>
    </message>
    <message>
        <source>Model and job</source>
        <translation>Modello e job</translation>
    </message>
    <message>
        <source>Holds the model</source>
        <translation>Contiene il modello</translation>
    </message>
    <message>
        <source>Job estimate</source>
        <translation>Stima del job</translation>
    </message>
    <message>
        <source>%1 (an estimate, not a measurement)</source>
        <translation>%1 (una stima, non una misura)</translation>
    </message>
</context>
<context>
    <name>tpu::report::ReviewSlides</name>
    <message>
        <source>fits</source>
        <translation>trova posto</translation>
    </message>
    <message>
        <source>fits partly</source>
        <translation>trova posto in parte</translation>
    </message>
    <message>
        <source>does not fit</source>
        <translation>non trova posto</translation>
    </message>
    <message>
        <source>Slide %1 of %2</source>
        <translation>Diapositiva %1 di %2</translation>
    </message>
    <message>
        <source>%1 (continued)</source>
        <translation>%1 (continua)</translation>
    </message>
    <message>
        <source>fit</source>
        <translation>trovano posto</translation>
    </message>
    <message>
        <source>fit partly</source>
        <translation>trovano posto in parte</translation>
    </message>
    <message>
        <source>do not fit</source>
        <translation>non trovano posto</translation>
    </message>
    <message>
        <source>Busiest month %1: over the %2 budget by %3</source>
        <translation>Mese più carico %1: oltre il budget di %2 di %3</translation>
    </message>
    <message>
        <source>Busiest month %1: within the %2 budget</source>
        <translation>Mese più carico %1: entro il budget di %2</translation>
    </message>
    <message>
        <source>Busiest month %1 (no budget set)</source>
        <translation>Mese più carico %1 (nessun budget impostato)</translation>
    </message>
    <message>
        <source>Nothing to ask Google for: every request fits.</source>
        <translation>Niente da chiedere a Google: ogni richiesta trova posto.</translation>
    </message>
    <message>
        <source>Reservations or quotas to ask Google for more of: %1.</source>
        <translation>Prenotazioni o quote da chiedere in più a Google: %1.</translation>
    </message>
    <message>
        <source>The cost %1.</source>
        <translation>Il costo %1.</translation>
    </message>
    <message>
        <source>Who does not fit</source>
        <translation>Chi non trova posto</translation>
    </message>
    <message>
        <source>Every request fits: nothing is left without capacity.</source>
        <translation>Ogni richiesta trova posto: nulla resta senza capacità.</translation>
    </message>
    <message>
        <source>Fit</source>
        <translation>Collocazione</translation>
    </message>
    <message>
        <source>Request</source>
        <translation>Richiesta</translation>
    </message>
    <message>
        <source>Team</source>
        <translation>Team</translation>
    </message>
    <message>
        <source>Slices</source>
        <translation>Sezioni TPU</translation>
    </message>
    <message>
        <source>Why</source>
        <translation>Perché</translation>
    </message>
    <message>
        <source>Requests without all their capacity: %1, in priority order</source>
        <translation>Richieste senza tutta la loro capacità: %1, in ordine di priorità</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 di %2</translation>
    </message>
    <message>
        <source>What to ask Google for</source>
        <translation>Cosa chiedere a Google</translation>
    </message>
    <message>
        <source>Nothing: every request fits in what the review holds.</source>
        <translation>Niente: ogni richiesta trova posto in ciò che la revisione ha.</translation>
    </message>
    <message>
        <source>VMs missing: %1</source>
        <translation>VM mancanti: %1</translation>
    </message>
    <message>
        <source>chips missing: %1</source>
        <translation>chip mancanti: %1</translation>
    </message>
    <message>
        <source>%1 (not held now)</source>
        <translation>%1 (non disponibile ora)</translation>
    </message>
    <message>
        <source>Missing in the busiest month so that every request fits; reservations in VMs, quota in chips</source>
        <translation>Ciò che manca nel mese più carico perché ogni richiesta trovi posto; prenotazioni in VM, quota in chip</translation>
    </message>
    <message>
        <source>Cost per month against the budget</source>
        <translation>Costo al mese rispetto al budget</translation>
    </message>
    <message>
        <source> (?)</source>
        <translation> (?)</translation>
    </message>
    <message>
        <source>a team</source>
        <translation>un team</translation>
    </message>
    <message>
        <source>the busiest month, all teams</source>
        <translation>il mese più carico, tutti i team</translation>
    </message>
    <message>
        <source>the budget, %1</source>
        <translation>il budget, %1</translation>
    </message>
    <message>
        <source>budget</source>
        <translation>budget</translation>
    </message>
    <message>
        <source>Busiest month</source>
        <translation>Mese più carico</translation>
    </message>
    <message>
        <source>Chips asked and granted per team</source>
        <translation>Chip chiesti e concessi per team</translation>
    </message>
    <message>
        <source>%1 asked, %2 granted</source>
        <translation>%1 chiesti, %2 concessi</translation>
    </message>
    <message>
        <source>TPU chips of all of a team&apos;s requests, whatever their period</source>
        <translation>Chip TPU di tutte le richieste di un team, qualunque sia il periodo</translation>
    </message>
    <message>
        <source>asked</source>
        <translation>chiesti</translation>
    </message>
    <message>
        <source>granted</source>
        <translation>concessi</translation>
    </message>
    <message>
        <source>Capacity review</source>
        <translation>Revisione della capacità</translation>
    </message>
    <message>
        <source>catalog %1</source>
        <translation>catalogo %1</translation>
    </message>
    <message>
        <source>No budget set.</source>
        <translation>Nessun budget impostato.</translation>
    </message>
    <message>
        <source>The busiest month is over the budget by %1.</source>
        <translation>Il mese più carico supera il budget di %1.</translation>
    </message>
    <message>
        <source>The busiest month is within the budget.</source>
        <translation>Il mese più carico è entro il budget.</translation>
    </message>
    <message numerus="yes">
        <source>%1 of %n request(s) fit</source>
        <translation>
            <numerusform>%1 richiesta su %n trova posto</numerusform>
            <numerusform>%1 richieste su %n trovano posto</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 from %2 · %3 · %4</source>
        <translation>%1 da %2 · %3 · %4</translation>
    </message>
    <message>
        <source>Models and jobs</source>
        <translation>Modelli e job</translation>
    </message>
    <message numerus="yes">
        <source>%n request(s) ask for slices that cannot hold their model</source>
        <translation>
            <numerusform>%n richiesta chiede sezioni TPU che non possono contenere il suo modello</numerusform>
            <numerusform>%n richieste chiedono sezioni TPU che non possono contenere il loro modello</numerusform>
        </translation>
    </message>
    <message>
        <source>Every request&apos;s slices hold its model (estimates)</source>
        <translation>Le sezioni TPU di ogni richiesta contengono il suo modello (stime)</translation>
    </message>
    <message>
        <source>Estimates, not measurements: the formulas of How to Scale Your Model on the catalog&apos;s chip figures.</source>
        <translation>Stime, non misure: le formule di How to Scale Your Model sui dati dei chip del catalogo.</translation>
    </message>
</context>
<context>
    <name>tpu::review::CapacityCheck</name>
    <message>
        <source>%1 or %2</source>
        <translation>%1 o %2</translation>
    </message>
    <message>
        <source>zone &quot;%1&quot; is not a zone the catalog lists TPUs in; did you mean %2?</source>
        <translation>la zona &quot;%1&quot; non è una zona in cui il catalogo elenca TPU; intendevi %2?</translation>
    </message>
    <message>
        <source>machine type &quot;%1&quot; is not a TPU machine type the catalog knows; did you mean %2?</source>
        <translation>il tipo di macchina &quot;%1&quot; non è un tipo di macchina TPU noto al catalogo; intendevi %2?</translation>
    </message>
    <message>
        <source>the catalog does not list %1 (%2) in %3 or its region; check that the reservation exists</source>
        <translation>il catalogo non elenca %1 (%2) in %3 né nella sua regione; verifica che la prenotazione esista</translation>
    </message>
    <message>
        <source>the catalog does not list %1 (%2) in %3, only in %4; check that the reservation exists</source>
        <translation>il catalogo non elenca %1 (%2) in %3, solo in %4; verifica che la prenotazione esista</translation>
    </message>
    <message>
        <source>quota metric &quot;%1&quot; is not a TPU metric the catalog knows; did you mean %2?</source>
        <translation>la metrica di quota &quot;%1&quot; non è una metrica TPU nota al catalogo; intendevi %2?</translation>
    </message>
    <message>
        <source>region &quot;%1&quot; is not a region the catalog lists TPUs in; did you mean %2?</source>
        <translation>la regione &quot;%1&quot; non è una regione in cui il catalogo elenca TPU; intendevi %2?</translation>
    </message>
    <message>
        <source>the catalog does not list %1 in %2; check the quota&apos;s metric and location</source>
        <translation>il catalogo non elenca %1 in %2; verifica la metrica e il luogo della quota</translation>
    </message>
    <message>
        <source>VM family &quot;%1&quot; is not a TPU VM family the catalog knows</source>
        <translation>la famiglia di VM &quot;%1&quot; non è una famiglia di VM TPU che il catalogo conosce</translation>
    </message>
</context>
<context>
    <name>tpu::review::Compare</name>
    <message>
        <source>unknown</source>
        <translation>sconosciuto</translation>
    </message>
    <message>
        <source>always</source>
        <translation>sempre</translation>
    </message>
    <message>
        <source>Title</source>
        <translation>Titolo</translation>
    </message>
    <message>
        <source>Team</source>
        <translation>Team</translation>
    </message>
    <message>
        <source>Priority</source>
        <translation>Priorità</translation>
    </message>
    <message>
        <source>Period</source>
        <translation>Periodo</translation>
    </message>
    <message>
        <source>Project</source>
        <translation>Progetto</translation>
    </message>
    <message>
        <source>Cluster</source>
        <translation>Cluster</translation>
    </message>
    <message>
        <source>Mode</source>
        <translation>Modalità</translation>
    </message>
    <message>
        <source>TPU version</source>
        <translation>Versione TPU</translation>
    </message>
    <message>
        <source>Machine type</source>
        <translation>Tipo di macchina</translation>
    </message>
    <message>
        <source>Topology</source>
        <translation>Topologia</translation>
    </message>
    <message>
        <source>Slices</source>
        <translation>Sezioni TPU</translation>
    </message>
    <message>
        <source>Zone</source>
        <translation>Zona</translation>
    </message>
    <message>
        <source>Consumption</source>
        <translation>Consumo</translation>
    </message>
    <message>
        <source>Reservation</source>
        <translation>Prenotazione</translation>
    </message>
    <message>
        <source>Chips per slice</source>
        <translation>Chip per sezione TPU</translation>
    </message>
    <message>
        <source>VMs per slice</source>
        <translation>VM per sezione TPU</translation>
    </message>
    <message>
        <source>Total chips</source>
        <translation>Chip totali</translation>
    </message>
    <message>
        <source>Total VMs</source>
        <translation>VM totali</translation>
    </message>
    <message>
        <source>Cost per month</source>
        <translation>Costo al mese</translation>
    </message>
</context>
<context>
    <name>tpu::review::Counts</name>
    <message numerus="yes">
        <source>%n request(s)</source>
        <translation>
            <numerusform>%n richiesta</numerusform>
            <numerusform>%n richieste</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n reservation(s)</source>
        <translation>
            <numerusform>%n prenotazione</numerusform>
            <numerusform>%n prenotazioni</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n quota(s)</source>
        <translation>
            <numerusform>%n quota</numerusform>
            <numerusform>%n quote</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n team(s)</source>
        <translation>
            <numerusform>%n team</numerusform>
            <numerusform>%n team</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n slice(s)</source>
        <translation>
            <numerusform>%n sezione TPU</numerusform>
            <numerusform>%n sezioni TPU</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n VM(s)</source>
        <translation>
            <numerusform>%n VM</numerusform>
            <numerusform>%n VM</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n chip(s)</source>
        <translation>
            <numerusform>%n chip</numerusform>
            <numerusform>%n chip</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>tpu::review::Fit</name>
    <message>
        <source>no price: the catalog has no %1 price</source>
        <translation>nessun prezzo: il catalogo non ha un prezzo %1</translation>
    </message>
    <message>
        <source>no price: the catalog has no %1 price for %2 in %3</source>
        <translation>nessun prezzo: il catalogo non ha un prezzo %1 per %2 in %3</translation>
    </message>
    <message>
        <source>uncertain: %1</source>
        <translation>incerto: %1</translation>
    </message>
    <message>
        <source>the plan does not name a whole slice (TPU version, machine type and topology): open it in the wizard</source>
        <translation>il piano non indica una sezione TPU intera (versione TPU, tipo di macchina e topologia): aprilo nella procedura guidata</translation>
    </message>
    <message>
        <source>reservation %1 holds %2 in %3; the plan needs %4 in %5</source>
        <translation>la prenotazione %1 contiene %2 in %3; il piano richiede %4 in %5</translation>
    </message>
    <message>
        <source>no reservation in the review holds %1 in %2</source>
        <translation>nessuna prenotazione della revisione contiene %1 in %2</translation>
    </message>
    <message>
        <source>the catalog does not know the quota metric of %1 %2 TPUs, so the review cannot count them against quota</source>
        <translation>il catalogo non conosce la metrica di quota delle TPU %2 (%1), quindi la revisione non può conteggiarle sulla quota</translation>
    </message>
    <message>
        <source>the review has no quota %1 in %2</source>
        <translation>la revisione non ha la quota %1 in %2</translation>
    </message>
    <message>
        <source>Requests (in priority order)</source>
        <translation>Richieste (in ordine di priorità)</translation>
    </message>
    <message>
        <source>fits</source>
        <translation>trova posto</translation>
    </message>
    <message>
        <source>fits partly</source>
        <translation>trova posto in parte</translation>
    </message>
    <message>
        <source>does not fit</source>
        <translation>non trova posto</translation>
    </message>
    <message>
        <source> on %1</source>
        <translation> su %1</translation>
    </message>
    <message>
        <source>, %1</source>
        <translation>, %1</translation>
    </message>
    <message>
        <source>Capacity after the review (busiest month)</source>
        <translation>Capacità dopo la revisione (mese più carico)</translation>
    </message>
    <message>
        <source>reservation</source>
        <translation>prenotazione</translation>
    </message>
    <message>
        <source>quota</source>
        <translation>quota</translation>
    </message>
    <message>
        <source>What to ask Google for</source>
        <translation>Cosa chiedere a Google</translation>
    </message>
    <message>
        <source>nothing: every request fits</source>
        <translation>niente: ogni richiesta trova posto</translation>
    </message>
    <message>
        <source>Cost per month (USD, catalog prices)</source>
        <translation>Costo al mese (USD, prezzi del catalogo)</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>all requests: %1; busiest month: %2</source>
        <translation>tutte le richieste: %1; mese più carico: %2</translation>
    </message>
    <message>
        <source>budget %1: over by %2</source>
        <translation>budget %1: superato di %2</translation>
    </message>
    <message>
        <source>budget %1: within it</source>
        <translation>budget %1: rispettato</translation>
    </message>
    <message>
        <source>without a price (not counted): %1</source>
        <translation>senza prezzo (non conteggiate): %1</translation>
    </message>
    <message>
        <source>; then </source>
        <translation>; poi </translation>
    </message>
    <message>
        <source> on %1 and %2 more</source>
        <translation> su %1 e altri %2</translation>
    </message>
    <message>
        <source>on-demand quota</source>
        <translation>quota on demand</translation>
    </message>
    <message>
        <source>preemptible quota (Spot, flex-start)</source>
        <translation>quota prerilasciabile (Spot, flex-start)</translation>
    </message>
    <message>
        <source>Per region, TPU version and capacity class, in chips (every month alike)</source>
        <translation>Per regione, versione TPU e classe di capacità, in chip (ogni mese uguale)</translation>
    </message>
    <message>
        <source>Per region, TPU version and capacity class, in chips (the busiest month, %1)</source>
        <translation>Per regione, versione TPU e classe di capacità, in chip (il mese più carico, %1)</translation>
    </message>
    <message>
        <source>Per region, TPU version and capacity class, in chips (%1)</source>
        <translation>Per regione, versione TPU e classe di capacità, in chip (%1)</translation>
    </message>
    <message>
        <source>%1 %2 %3: demand %4, placed %5 of %6 held, free %7, missing %8</source>
        <translation>%1 %2 %3: domanda %4, collocati %5 su %6 disponibili, liberi %7, mancanti %8</translation>
    </message>
    <message>
        <source> (not counted: %1)</source>
        <translation> (non conteggiata: %1)</translation>
    </message>
    <message>
        <source> (warning: %1)</source>
        <translation> (avviso: %1)</translation>
    </message>
    <message>
        <source>chips of %1</source>
        <translation>chip di %1</translation>
    </message>
    <message numerus="yes">
        <source>%1 has %n free VM(s)</source>
        <translation>
            <numerusform>%1 ha %n VM libera</numerusform>
            <numerusform>%1 ha %n VM libere</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 has %n free chip(s)</source>
        <translation>
            <numerusform>%1 ha %n chip libero</numerusform>
            <numerusform>%1 ha %n chip liberi</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n more have %1 free</source>
        <translation>
            <numerusform>%n altra ha %1 liberi</numerusform>
            <numerusform>altre %n hanno %1 liberi</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: %2 (%3) not placed</source>
        <translation>%1: %2 (%3) non collocate</translation>
    </message>
    <message numerus="yes">
        <source>%1: each slice needs %2 in one reservation; %n slice(s) do not fit</source>
        <translation>
            <numerusform>%1: ogni sezione TPU richiede %2 in una sola prenotazione; %n sezione TPU non trova posto</numerusform>
            <numerusform>%1: ogni sezione TPU richiede %2 in una sola prenotazione; %n sezioni TPU non trovano posto</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1; %n more slice(s) need %2: short by %3</source>
        <translation>
            <numerusform>%1; un&apos;altra sezione TPU (%n) richiede %2: ne mancano %3</numerusform>
            <numerusform>%1; altre %n sezioni TPU richiedono %2: ne mancano %3</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n request(s) have a plan with errors (marked &quot;plan error&quot; below): fix them before anything is exported.</source>
        <translation>
            <numerusform>%n richiesta ha un piano con errori (segnati &quot;errore del piano&quot; qui sotto): correggili prima di esportare qualcosa.</numerusform>
            <numerusform>%n richieste hanno un piano con errori (segnati &quot;errore del piano&quot; qui sotto): correggili prima di esportare qualcosa.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1. %2 (%3): %4, %5 of %n slice(s)</source>
        <translation>
            <numerusform>%1. %2 (%3): %4, %5 di %n sezione TPU</numerusform>
            <numerusform>%1. %2 (%3): %4, %5 di %n sezioni TPU</numerusform>
        </translation>
    </message>
    <message>
        <source>plan error [%1]: %2</source>
        <translation>errore del piano [%1]: %2</translation>
    </message>
    <message>
        <source>%1 %2: %3 of %4 used, %5 free</source>
        <translation>%1 %2: %3 di %4 usati, %5 liberi</translation>
    </message>
    <message>
        <source>%1: %2 more</source>
        <translation>%1: altri %2</translation>
    </message>
    <message>
        <source>%1 (not held): %2</source>
        <translation>%1 (non disponibile): %2</translation>
    </message>
    <message>
        <source>request it as a calendar-mode reservation: %1 (%2) in %3, 1 to 90 days, no quota needed (listed by %4%5; tpu-planner advise shows when)</source>
        <translation>richiedila come prenotazione in modalità calendario: %1 (%2) in %3, da 1 a 90 giorni, senza quota (la elencano %4%5; tpu-planner advise dice quando)</translation>
    </message>
    <message>
        <source>, not by %1</source>
        <translation>, non %1</translation>
    </message>
    <message>
        <source>calendar mode offers %1 (%2) in %3, not in %4: a calendar-mode reservation there needs no quota (tpu-planner advise shows when)</source>
        <translation>la modalità calendario offre %1 (%2) in %3, non in %4: una prenotazione in modalità calendario lì non richiede quota (tpu-planner advise dice quando)</translation>
    </message>
    <message>
        <source>calendar-mode reservation (no quota)</source>
        <translation>prenotazione in modalità calendario (senza quota)</translation>
    </message>
    <message>
        <source>the review does not hold the calendar-mode reservation %1 yet</source>
        <translation>la revisione non contiene ancora la prenotazione in modalità calendario %1</translation>
    </message>
    <message>
        <source>calendar-mode %1</source>
        <translation>modalità calendario %1</translation>
    </message>
    <message>
        <source>suggestion: %1</source>
        <translation>suggerimento: %1</translation>
    </message>
</context>
<context>
    <name>tpu::review::Kueue</name>
    <message>
        <source>team &quot;%1&quot; asks for %2 kinds of slice (accelerator and topology); a Kueue ClusterQueue holds at most 64</source>
        <translation>il team &quot;%1&quot; chiede %2 tipi di sezione TPU (acceleratore e topologia); una ClusterQueue di Kueue ne contiene al massimo 64</translation>
    </message>
</context>
<context>
    <name>tpu::review::ReviewFile</name>
    <message>
        <source>&quot;%1&quot; is not a period like 2026-01:2026-03 (first and last month, years 2000 to 2200)</source>
        <translation>&quot;%1&quot; non è un periodo come 2026-01:2026-03 (primo e ultimo mese, anni dal 2000 al 2200)</translation>
    </message>
    <message>
        <source>the period %1 ends before it starts</source>
        <translation>il periodo %1 finisce prima di iniziare</translation>
    </message>
    <message>
        <source>reservation name &quot;%1&quot; %2</source>
        <translation>nome della prenotazione &quot;%1&quot;: %2</translation>
    </message>
    <message>
        <source>project &quot;%1&quot; %2</source>
        <translation>progetto &quot;%1&quot;: %2</translation>
    </message>
    <message>
        <source>zone &quot;%1&quot; is not a zone like us-east5-a</source>
        <translation>la zona &quot;%1&quot; non è una zona come us-east5-a</translation>
    </message>
    <message>
        <source>machine type &quot;%1&quot; is not a machine type like ct5p-hightpu-4t</source>
        <translation>il tipo di macchina &quot;%1&quot; non è un tipo di macchina come ct5p-hightpu-4t</translation>
    </message>
    <message>
        <source>a reservation holds 1 to %1 VMs, not %2</source>
        <translation>una prenotazione contiene da 1 a %1 VM, non %2</translation>
    </message>
    <message>
        <source>quota location &quot;%1&quot; is not a region like us-east5 (or a zone)</source>
        <translation>il luogo della quota &quot;%1&quot; non è una regione come us-east5 (o una zona)</translation>
    </message>
    <message>
        <source>quota metric &quot;%1&quot; is not a metric name like TPU-V5P-per-project-region</source>
        <translation>la metrica di quota &quot;%1&quot; non è un nome di metrica come TPU-V5P-per-project-region</translation>
    </message>
    <message>
        <source>quota is 0 to %1 chips, not %2</source>
        <translation>la quota va da 0 a %1 chip, non %2</translation>
    </message>
    <message>
        <source>the team must not be empty</source>
        <translation>il team non deve essere vuoto</translation>
    </message>
    <message>
        <source>team &quot;%1&quot; is longer than 200 characters or has control characters</source>
        <translation>il team &quot;%1&quot; supera i 200 caratteri o contiene caratteri di controllo</translation>
    </message>
    <message>
        <source>title &quot;%1&quot; is longer than 200 characters or has control characters</source>
        <translation>il titolo &quot;%1&quot; supera i 200 caratteri o contiene caratteri di controllo</translation>
    </message>
    <message>
        <source>priority must be 1 (first) to %1, not %2</source>
        <translation>la priorità deve andare da 1 (la prima) a %1, non %2</translation>
    </message>
    <message>
        <source>schema version %1 was written by a newer TPU Planner; this one reads up to %2. Update TPU Planner to open it.</source>
        <translation>la versione dello schema %1 è stata scritta da un TPU Planner più recente; questo legge fino alla %2. Aggiorna TPU Planner per aprirlo.</translation>
    </message>
    <message>
        <source>must be at least 1</source>
        <translation>deve essere almeno 1</translation>
    </message>
    <message>
        <source>has %1 requests; a review holds at most %2</source>
        <translation>ha %1 richieste; una revisione ne contiene al massimo %2</translation>
    </message>
    <message>
        <source>has %1 reservations; a review holds at most %2</source>
        <translation>ha %1 prenotazioni; una revisione ne contiene al massimo %2</translation>
    </message>
    <message>
        <source>reservation %1 is listed twice</source>
        <translation>la prenotazione %1 è elencata due volte</translation>
    </message>
    <message>
        <source>has %1 quotas; a review holds at most %2</source>
        <translation>ha %1 quote; una revisione ne contiene al massimo %2</translation>
    </message>
    <message>
        <source>quota %1 is listed twice</source>
        <translation>la quota %1 è elencata due volte</translation>
    </message>
    <message>
        <source>review</source>
        <translation>revisione</translation>
    </message>
    <message>
        <source>typed in</source>
        <translation>digitato</translation>
    </message>
    <message>
        <source>read from %1 at %2 UTC</source>
        <translation>letto da %1 alle %2 UTC</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a UTC time like 2026-11-26T00:30:00Z</source>
        <translation>&quot;%1&quot; non è un&apos;ora UTC come 2026-11-26T00:30:00Z</translation>
    </message>
    <message>
        <source>%1 was not written: it would be %2 bytes; a review file holds at most %3</source>
        <translation>%1 non è stato scritto: sarebbe di %2 byte; un file di revisione ne contiene al massimo %3</translation>
    </message>
    <message>
        <source>%1 was not written: %2</source>
        <translation>%1 non è stato scritto: %2</translation>
    </message>
    <message>
        <source>it would not read back unchanged</source>
        <translation>rileggendolo non risulterebbe identico</translation>
    </message>
    <message>
        <source>VM family &quot;%1&quot; is not a VM family like VM_FAMILY_CLOUD_TPU_LITE_POD_SLICE_CT6E</source>
        <translation>la famiglia di VM &quot;%1&quot; non è una famiglia di VM come VM_FAMILY_CLOUD_TPU_LITE_POD_SLICE_CT6E</translation>
    </message>
    <message>
        <source>an aggregate reservation holds chips of a VM family, not VMs of a machine type</source>
        <translation>una prenotazione aggregata contiene chip di una famiglia di VM, non VM di un tipo di macchina</translation>
    </message>
    <message>
        <source>an aggregate reservation holds 1 to %1 chips, not %2</source>
        <translation>una prenotazione aggregata contiene da 1 a %1 chip, non %2</translation>
    </message>
</context>
<context>
    <name>tpu::sizing::Amount</name>
    <message>
        <source>%1 µs</source>
        <translation>%1 µs</translation>
    </message>
    <message>
        <source>%1 ms</source>
        <translation>%1 ms</translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation>%1 s</translation>
    </message>
    <message>
        <source>%1 min</source>
        <translation>%1 min</translation>
    </message>
    <message>
        <source>%1 hours</source>
        <translation>%1 ore</translation>
    </message>
    <message>
        <source>%1 days</source>
        <translation>%1 giorni</translation>
    </message>
    <message>
        <source>%1 years</source>
        <translation>%1 anni</translation>
    </message>
</context>
<context>
    <name>tpu::sizing::Job</name>
    <message>
        <source>%1M USD</source>
        <translation>%1 M USD</translation>
    </message>
    <message>
        <source>%1k USD</source>
        <translation>%1k USD</translation>
    </message>
    <message>
        <source>%1 USD</source>
        <translation>%1 USD</translation>
    </message>
    <message>
        <source>%1, training (%2 tokens, batch %3 tokens, MFU %4 %)</source>
        <translation>%1, addestramento (%2 token, batch di %3 token, MFU %4 %)</translation>
    </message>
    <message>
        <source>no</source>
        <translation>nessun</translation>
    </message>
    <message>
        <source>%1, serving (%2 weights, %3 KV, batch %4, %5 tokens of context)</source>
        <translation>%1, serving (pesi %2, KV %3, batch %4, contesto di %5 token)</translation>
    </message>
    <message>
        <source>%1: the catalog does not know this TPU&apos;s HBM, so the fit is unknown.</source>
        <translation>%1: il catalogo non conosce l’HBM di questa TPU, quindi non si sa se rientra.</translation>
    </message>
    <message>
        <source>%1 of %2 HBM in total</source>
        <translation>%1 di %2 di HBM in totale</translation>
    </message>
    <message>
        <source>%1 of %2 HBM a slice</source>
        <translation>%1 di %2 di HBM per sezione TPU</translation>
    </message>
    <message>
        <source>fits (%1)</source>
        <translation>rientra (%1)</translation>
    </message>
    <message>
        <source>does NOT fit (%1)</source>
        <translation>NON rientra (%1)</translation>
    </message>
    <message>
        <source>%1: %2. Estimate: %3.</source>
        <translation>%1: %2. Stima: %3.</translation>
    </message>
    <message>
        <source>compute-bound</source>
        <translation>limitato dal calcolo</translation>
    </message>
    <message>
        <source>communication-bound</source>
        <translation>limitato dalla comunicazione</translation>
    </message>
    <message>
        <source>%1 for the job</source>
        <translation>%1 per il job</translation>
    </message>
    <message>
        <source>%1 tokens/s</source>
        <translation>%1 token/s</translation>
    </message>
    <message>
        <source>%1 per 1M tokens</source>
        <translation>%1 per 1 M di token</translation>
    </message>
    <message>
        <source>unknown whether it holds the model (the catalog does not know this TPU&apos;s HBM)</source>
        <translation>non si sa se contiene il modello (il catalogo non conosce la HBM di questa TPU)</translation>
    </message>
    <message>
        <source>holds the model (%1)</source>
        <translation>contiene il modello (%1)</translation>
    </message>
    <message>
        <source>cannot hold the model (%1)</source>
        <translation>NON può contenere il modello (%1)</translation>
    </message>
</context>
<context>
    <name>tpu::sizing::JobFile</name>
    <message>
        <source>must be a positive %1 up to %2</source>
        <translation>deve essere un %1 positivo fino a %2</translation>
    </message>
    <message>
        <source>whole number</source>
        <translation>numero intero</translation>
    </message>
    <message>
        <source>number</source>
        <translation>numero</translation>
    </message>
    <message>
        <source>must be one of %1</source>
        <translation>deve essere uno tra %1</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a preset; the presets are: %2</source>
        <translation>&quot;%1&quot; non è un modello predefinito; i modelli predefiniti sono: %2</translation>
    </message>
    <message>
        <source>%1 parameters</source>
        <translation>%1 parametri</translation>
    </message>
    <message>
        <source>give a model preset or params</source>
        <translation>indica un modello predefinito (model) o params</translation>
    </message>
    <message>
        <source>give exactly one of training and serving</source>
        <translation>indica esattamente uno tra training e serving</translation>
    </message>
</context>
<context>
    <name>tpu::sizing::Presets</name>
    <message>
        <source>Norm weights are not counted (under 0.01 %).</source>
        <translation>I pesi delle normalizzazioni non sono contati (meno dello 0,01 %).</translation>
    </message>
    <message>
        <source>The language model only: the vision encoder (about 0.4e9 parameters) is not counted. Five of every six layers attend to a window of 1,024 tokens, so their KV cache stops growing there; the sizing keeps the whole context for every layer, an upper bound for long contexts.</source>
        <translation>Solo il modello linguistico: l’encoder visivo (circa 0,4e9 parametri) non è contato. Cinque strati su sei considerano una finestra di 1.024 token, quindi la loro cache KV smette di crescere lì; il dimensionamento tiene l’intero contesto per ogni strato, un limite superiore per i contesti lunghi.</translation>
    </message>
</context>
<context>
    <name>tpu::sizing::Serving</name>
    <message>
        <source>Chips that hold weights and KV cache</source>
        <translation>Chip che contengono pesi e cache KV</translation>
    </message>
    <message>
        <source>Decode step, HBM reads</source>
        <translation>Passo di decodifica, letture HBM</translation>
    </message>
    <message>
        <source>Decode step, FLOPs</source>
        <translation>Passo di decodifica, FLOP</translation>
    </message>
    <message>
        <source>Batch where decode turns compute-bound</source>
        <translation>Batch oltre cui la decodifica è limitata dal calcolo</translation>
    </message>
    <message>
        <source>Tokens per second</source>
        <translation>Token al secondo</translation>
    </message>
    <message>
        <source>Replicas for the target</source>
        <translation>Repliche per l’obiettivo</translation>
    </message>
    <message>
        <source>Prefill of one full context</source>
        <translation>Prefill di un contesto completo</translation>
    </message>
    <message>
        <source>Weights</source>
        <translation>Pesi</translation>
    </message>
    <message>
        <source>KV cache per token</source>
        <translation>Cache KV per token</translation>
    </message>
    <message>
        <source>KV cache per sequence</source>
        <translation>Cache KV per sequenza</translation>
    </message>
    <message>
        <source>KV cache of the batch</source>
        <translation>Cache KV del batch</translation>
    </message>
    <message>
        <source>Serving memory</source>
        <translation>Memoria per il serving</translation>
    </message>
</context>
<context>
    <name>tpu::sizing::Training</name>
    <message>
        <source>Chips that hold the memory</source>
        <translation>Chip che contengono la memoria</translation>
    </message>
    <message>
        <source>FSDP critical batch per chip</source>
        <translation>Batch critico FSDP per chip</translation>
    </message>
    <message>
        <source>Batch per chip</source>
        <translation>Batch per chip</translation>
    </message>
    <message>
        <source>Wall time</source>
        <translation>Tempo reale</translation>
    </message>
    <message>
        <source>Training FLOPs per token</source>
        <translation>FLOP di addestramento per token</translation>
    </message>
    <message>
        <source>Attention FLOPs per token (not in 6 · P)</source>
        <translation>FLOP dell’attenzione per token (non inclusi in 6 · P)</translation>
    </message>
    <message>
        <source>Training FLOPs</source>
        <translation>FLOP di addestramento</translation>
    </message>
    <message>
        <source>Parameters in bf16</source>
        <translation>Parametri in bf16</translation>
    </message>
    <message>
        <source>Adam state in fp32</source>
        <translation>Stato di Adam in fp32</translation>
    </message>
    <message>
        <source>Saved activations</source>
        <translation>Attivazioni salvate</translation>
    </message>
    <message>
        <source>Training memory</source>
        <translation>Memoria per l’addestramento</translation>
    </message>
</context>
<context>
    <name>tpu::ui::AdviceTable</name>
    <message>
        <source>%1 h</source>
        <translation>%1 h</translation>
    </message>
    <message>
        <source>%1 min</source>
        <translation>%1 min</translation>
    </message>
    <message>
        <source>Zone</source>
        <translation>Zona</translation>
    </message>
    <message>
        <source>Calendar mode</source>
        <translation>Modalità calendario</translation>
    </message>
    <message>
        <source>Window (UTC)</source>
        <translation>Finestra (UTC)</translation>
    </message>
    <message>
        <source>Score now</source>
        <translation>Punteggio attuale</translation>
    </message>
    <message>
        <source>Details</source>
        <translation>Dettagli</translation>
    </message>
    <message>
        <source>Calendar mode (asked %1)</source>
        <translation>Modalità calendario (chiesto alle %1)</translation>
    </message>
    <message>
        <source>%1 → %2</source>
        <translation>%1 → %2</translation>
    </message>
    <message>
        <source>Not asked</source>
        <translation>Non chiesto</translation>
    </message>
    <message>
        <source>No answer</source>
        <translation>Nessuna risposta</translation>
    </message>
    <message>
        <source>Google&apos;s answer for %1 names no status for this zone.</source>
        <translation>La risposta di Google per %1 non indica alcuno stato per questa zona.</translation>
    </message>
    <message>
        <source>, uptime %1</source>
        <translation>, uptime %1</translation>
    </message>
    <message>
        <source>Obtainability now (beta) of %1 × %2 (%3): %4 from 0 to 1%5.</source>
        <translation>Ottenibilità attuale (beta) di %1 × %2 (%3): %4 su una scala da 0 a 1%5.</translation>
    </message>
    <message>
        <source>; estimated uptime %1 (Spot, from history)</source>
        <translation>; uptime stimato %1 (Spot, dallo storico)</translation>
    </message>
    <message>
        <source>not shown</source>
        <translation>non mostrato</translation>
    </message>
    <message>
        <source>Obtainability not shown: %1</source>
        <translation>Ottenibilità non mostrata: %1</translation>
    </message>
    <message>
        <source>Google gave no obtainability score for this zone.</source>
        <translation>Google non ha dato alcun punteggio di ottenibilità per questa zona.</translation>
    </message>
    <message>
        <source>Recommended window: %1 UTC.</source>
        <translation>Finestra consigliata: %1 UTC.</translation>
    </message>
    <message>
        <source>Google&apos;s details: %1</source>
        <translation>Dettagli di Google: %1</translation>
    </message>
    <message>
        <source>Asked of project %1 at %2.</source>
        <translation>Chiesto al progetto %1 alle %2.</translation>
    </message>
    <message>
        <source>%1 (not in the catalog)</source>
        <translation>%1 (non nel catalogo)</translation>
    </message>
</context>
<context>
    <name>tpu::ui::AlternativesModel</name>
    <message>
        <source> (custom)</source>
        <translation> (personalizzata)</translation>
    </message>
    <message>
        <source> — this plan</source>
        <translation> — questo piano</translation>
    </message>
    <message>
        <source>passes</source>
        <translation>rispettate</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>sconosciuto</translation>
    </message>
    <message>
        <source> (?)</source>
        <translation> (?)</translation>
    </message>
    <message>
        <source>The catalog has no value for this, so it is not known.</source>
        <translation>Il catalogo non ha un valore per questo dato, quindi è sconosciuto.</translation>
    </message>
    <message>
        <source>Uncertain: %1</source>
        <translation>Incerto: %1</translation>
    </message>
    <message>
        <source>At the price of the plan&apos;s consumption option (Spot for a Spot plan, else on-demand), in the alternative&apos;s region.</source>
        <translation>Al prezzo dell&apos;opzione di consumo del piano (Spot per un piano Spot, altrimenti on demand), nella regione dell&apos;alternativa.</translation>
    </message>
    <message>
        <source>Version</source>
        <translation>Versione</translation>
    </message>
    <message>
        <source>Machine type</source>
        <translation>Tipo di macchina</translation>
    </message>
    <message>
        <source>Topology</source>
        <translation>Topologia</translation>
    </message>
    <message>
        <source>Slices</source>
        <translation>Sezioni TPU</translation>
    </message>
    <message>
        <source>Zone</source>
        <translation>Zona</translation>
    </message>
    <message>
        <source>Chips</source>
        <translation>Chip</translation>
    </message>
    <message>
        <source>VMs</source>
        <translation>VM</translation>
    </message>
    <message>
        <source>HBM (GiB)</source>
        <translation>HBM (GiB)</translation>
    </message>
    <message>
        <source>Peak bf16 (PFLOP/s)</source>
        <translation>Picco bf16 (PFLOP/s)</translation>
    </message>
    <message>
        <source>Cost per hour, on-demand (USD)</source>
        <translation>Costo all&apos;ora, on demand (USD)</translation>
    </message>
    <message>
        <source>Cost per hour, Spot (USD)</source>
        <translation>Costo all&apos;ora, Spot (USD)</translation>
    </message>
    <message>
        <source>Cost per PFLOP/s-hour (USD)</source>
        <translation>Costo per PFLOP/s all&apos;ora (USD)</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Regole</translation>
    </message>
    <message>
        <source>fits</source>
        <translation>rientra</translation>
    </message>
    <message>
        <source>does not fit</source>
        <translation>non trova posto</translation>
    </message>
    <message>
        <source>Size from a Model… on the first step sets a model and job to weigh each alternative against.</source>
        <translation>Dimensiona da un modello… nel primo passaggio imposta un modello e un job con cui valutare ogni alternativa.</translation>
    </message>
    <message>
        <source>Estimate for %1 (docs/sizing.md); the job cost is the time or tokens at this row&apos;s cost per hour.</source>
        <translation>Stima per %1 (docs/sizing.md); il costo del job è il tempo o i token al costo orario di questa riga.</translation>
    </message>
    <message>
        <source>Fits the model</source>
        <translation>Contiene il modello</translation>
    </message>
    <message>
        <source>Time and cost of the job</source>
        <translation>Tempo e costo del job</translation>
    </message>
    <message>
        <source>Tokens/s and cost per 1M tokens</source>
        <translation>Token/s e costo per 1 M di token</translation>
    </message>
</context>
<context>
    <name>tpu::ui::AlternativesPanel</name>
    <message>
        <source>The plan&apos;s chips</source>
        <translation>Chip del piano</translation>
    </message>
    <message>
        <source>TPU chips</source>
        <translation>Chip TPU</translation>
    </message>
    <message>
        <source>HBM (GiB)</source>
        <translation>HBM (GiB)</translation>
    </message>
    <message>
        <source>Peak bf16 (PFLOP/s)</source>
        <translation>Picco bf16 (PFLOP/s)</translation>
    </message>
    <message>
        <source>What every alternative must at least provide, over all its slices.</source>
        <translation>Ciò che ogni alternativa deve fornire come minimo, sommando tutte le sue sezioni TPU.</translation>
    </message>
    <message>
        <source>&amp;Every region</source>
        <translation>&amp;Tutte le regioni</translation>
    </message>
    <message>
        <source>Look in every region, not only the plan&apos;s.</source>
        <translation>Cerca in tutte le regioni, non solo in quella del piano.</translation>
    </message>
    <message>
        <source>&amp;Target:</source>
        <translation>&amp;Obiettivo:</translation>
    </message>
    <message>
        <source>&amp;Use This</source>
        <translation>&amp;Usa questa</translation>
    </message>
    <message>
        <source>Cost per hour</source>
        <translation>Costo all&apos;ora</translation>
    </message>
    <message>
        <source>USD per hour</source>
        <translation>USD all&apos;ora</translation>
    </message>
    <message>
        <source>Peak bf16</source>
        <translation>Picco bf16</translation>
    </message>
    <message>
        <source>PFLOP/s</source>
        <translation>PFLOP/s</translation>
    </message>
    <message>
        <source> GiB</source>
        <translation> GiB</translation>
    </message>
    <message>
        <source> PFLOP/s</source>
        <translation> PFLOP/s</translation>
    </message>
    <message>
        <source>No TPU version offered %1 meets %2 in %3 mode.</source>
        <translation>Nessuna versione TPU disponibile %1 raggiunge %2 in modalità %3.</translation>
    </message>
    <message>
        <source>in any region</source>
        <translation>in qualsiasi regione</translation>
    </message>
    <message>
        <source>in %1</source>
        <translation>in %1</translation>
    </message>
    <message>
        <source>The smallest shape of each machine type that meets %1, %2. Select one and choose Use This to apply it.</source>
        <translation>La forma più piccola di ogni tipo di macchina che raggiunge %1, %2. Selezionane una e scegli Usa questa per applicarla.</translation>
    </message>
    <message>
        <source>in every region</source>
        <translation>in tutte le regioni</translation>
    </message>
    <message>
        <source>Select an alternative first.</source>
        <translation>Seleziona prima un&apos;alternativa.</translation>
    </message>
    <message>
        <source>This is the plan&apos;s own choice.</source>
        <translation>È la scelta attuale del piano.</translation>
    </message>
    <message>
        <source>Apply %1 %2 to the plan (Edit ▸ Undo brings it back).</source>
        <translation>Applica %1 %2 al piano (Modifica ▸ Annulla per tornare indietro).</translation>
    </message>
    <message>
        <source>Apply %1 %2 to the plan; it does not pass every rule yet (see the Rules column).</source>
        <translation>Applica %1 %2 al piano; non rispetta ancora tutte le regole (vedi la colonna Regole).</translation>
    </message>
    <message>
        <source>Target amount</source>
        <translation>Quantità obiettivo</translation>
    </message>
    <message>
        <source>How much of the chosen target every alternative must at least provide.</source>
        <translation>La quantità minima dell&apos;obiettivo scelto che ogni alternativa deve fornire.</translation>
    </message>
    <message>
        <source>Alternatives</source>
        <translation>Alternative</translation>
    </message>
    <message>
        <source>TPU versions, machine types and shapes that meet the target, with their cost and whether they pass the rules; Use This applies the selected one.</source>
        <translation>Versioni TPU, tipi di macchina e forme che raggiungono l&apos;obiettivo, con il loro costo e l&apos;esito delle regole; Usa questa applica quella selezionata.</translation>
    </message>
</context>
<context>
    <name>tpu::ui::BarChart</name>
    <message>
        <source>%1: unknown</source>
        <translation>%1: sconosciuto</translation>
    </message>
    <message>
        <source>A bar chart in %1; the table holds the same figures.</source>
        <translation>Un grafico a barre in %1; la tabella contiene gli stessi valori.</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
</context>
<context>
    <name>tpu::ui::CapacityEditor</name>
    <message>
        <source>reservation %1 is in the review twice</source>
        <translation>la prenotazione %1 è due volte nella revisione</translation>
    </message>
    <message>
        <source>quota %1 is in the review twice</source>
        <translation>la quota %1 è due volte nella revisione</translation>
    </message>
    <message>
        <source>Reservations the organisation holds:</source>
        <translation>Prenotazioni dell&apos;organizzazione:</translation>
    </message>
    <message>
        <source>Project</source>
        <translation>Progetto</translation>
    </message>
    <message>
        <source>Reservation</source>
        <translation>Prenotazione</translation>
    </message>
    <message>
        <source>Zone</source>
        <translation>Zona</translation>
    </message>
    <message>
        <source>Machine type</source>
        <translation>Tipo di macchina</translation>
    </message>
    <message>
        <source>VMs</source>
        <translation>VM</translation>
    </message>
    <message>
        <source>Reservations</source>
        <translation>Prenotazioni</translation>
    </message>
    <message>
        <source>Remove Reservation</source>
        <translation>Rimuovi prenotazione</translation>
    </message>
    <message>
        <source>TPU quota, in chips:</source>
        <translation>Quota TPU, in chip:</translation>
    </message>
    <message>
        <source>Region or zone</source>
        <translation>Regione o zona</translation>
    </message>
    <message>
        <source>Quota metric</source>
        <translation>Metrica della quota</translation>
    </message>
    <message>
        <source>Chips</source>
        <translation>Chip</translation>
    </message>
    <message>
        <source>Quota</source>
        <translation>Quota</translation>
    </message>
    <message>
        <source>Add &amp;Quota</source>
        <translation>Aggiungi &amp;quota</translation>
    </message>
    <message>
        <source>Remove Quota</source>
        <translation>Rimuovi quota</translation>
    </message>
    <message>
        <source>no budget</source>
        <translation>nessun budget</translation>
    </message>
    <message>
        <source>The monthly budget in USD; empty for none.</source>
        <translation>Il budget mensile in USD; vuoto per nessuno.</translation>
    </message>
    <message>
        <source>Monthly &amp;budget (USD):</source>
        <translation>&amp;Budget mensile (USD):</translation>
    </message>
    <message>
        <source>Reservation row %1: %2</source>
        <translation>Prenotazione, riga %1: %2</translation>
    </message>
    <message>
        <source>Quota row %1: %2</source>
        <translation>Quota, riga %1: %2</translation>
    </message>
    <message>
        <source>%1. The capacity is unchanged; type it again.</source>
        <translation>%1. La capacità non è cambiata; scrivilo di nuovo.</translation>
    </message>
    <message>
        <source>There is no reservation row %1.</source>
        <translation>Non esiste la riga di prenotazione %1.</translation>
    </message>
    <message>
        <source>There is no quota row %1.</source>
        <translation>Non esiste la riga di quota %1.</translation>
    </message>
    <message>
        <source>Budget &quot;%1&quot; is not an amount of USD per month from 0 to %2; leave it empty for no budget.</source>
        <translation>Il budget &quot;%1&quot; non è un importo in USD al mese da 0 a %2; lascialo vuoto per nessun budget.</translation>
    </message>
    <message>
        <source>Add Re&amp;servation</source>
        <translation>Aggiungi pre&amp;notazione</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>Origine</translation>
    </message>
    <message>
        <source>Read from &amp;Project…</source>
        <translation>Leggi dal &amp;progetto…</translation>
    </message>
    <message>
        <source>Read the TPU reservations and quota a Google Cloud project holds, through the connected project&apos;s credentials.</source>
        <translation>Legge le prenotazioni e la quota TPU di un progetto Google Cloud, con le credenziali del progetto connesso.</translation>
    </message>
    <message>
        <source>%1; not counted: %2</source>
        <translation>%1; non conteggiata: %2</translation>
    </message>
    <message>
        <source>%1; warning: %2</source>
        <translation>%1; avviso: %2</translation>
    </message>
    <message>
        <source>The review would hold %1 reservations; a review holds at most %2</source>
        <translation>La revisione conterrebbe %1 prenotazioni; una revisione ne contiene al massimo %2</translation>
    </message>
    <message>
        <source>The review would hold %1 quotas; a review holds at most %2</source>
        <translation>La revisione conterrebbe %1 quote; una revisione ne contiene al massimo %2</translation>
    </message>
    <message>
        <source>%1 chips</source>
        <translation>%1 chip</translation>
    </message>
</context>
<context>
    <name>tpu::ui::CapacityReadDialog</name>
    <message>
        <source>Capacity Read from Project</source>
        <translation>Capacità letta dal progetto</translation>
    </message>
    <message numerus="yes">
        <source>Read from project %1 at %2 UTC: %n reservation(s)</source>
        <translation>
            <numerusform>Letto dal progetto %1 alle %2 UTC: %n prenotazione</numerusform>
            <numerusform>Letto dal progetto %1 alle %2 UTC: %n prenotazioni</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source> and %n quota(s).</source>
        <translation>
            <numerusform> e %n quota.</numerusform>
            <numerusform> e %n quote.</numerusform>
        </translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Tipo</translation>
    </message>
    <message>
        <source>Id</source>
        <translation>Id</translation>
    </message>
    <message>
        <source>Where</source>
        <translation>Dove</translation>
    </message>
    <message>
        <source>Machine type or metric</source>
        <translation>Tipo di macchina o metrica</translation>
    </message>
    <message>
        <source>Held</source>
        <translation>Disponibile</translation>
    </message>
    <message>
        <source>In use now</source>
        <translation>In uso ora</translation>
    </message>
    <message>
        <source>Reservation</source>
        <translation>Prenotazione</translation>
    </message>
    <message numerus="yes">
        <source>%n VM(s)</source>
        <translation>
            <numerusform>%n VM</numerusform>
            <numerusform>%n VM</numerusform>
        </translation>
    </message>
    <message>
        <source>Quota</source>
        <translation>Quota</translation>
    </message>
    <message>
        <source>%1 (uncertain)</source>
        <translation>%1 (incerto)</translation>
    </message>
    <message>
        <source>%1 chips</source>
        <translation>%1 chip</translation>
    </message>
    <message>
        <source>not known</source>
        <translation>non noto</translation>
    </message>
    <message>
        <source>The metric name is uncertain: %1</source>
        <translation>Il nome della metrica è incerto: %1</translation>
    </message>
    <message>
        <source>Not read: %1</source>
        <translation>Non letto: %1</translation>
    </message>
    <message>
        <source>Left out: %1</source>
        <translation>Escluso: %1</translation>
    </message>
    <message>
        <source>Held is what the project holds (a reservation&apos;s VMs, a quota&apos;s limit); the review places its requests on that. Quota is a ceiling, not capacity.</source>
        <translation>Disponibile è ciò che il progetto detiene (le VM di una prenotazione, il limite di una quota); la revisione vi colloca le richieste. La quota è un tetto, non capacità.</translation>
    </message>
    <message>
        <source>&amp;Replace the Review&apos;s Capacity</source>
        <translation>&amp;Sostituisci la capacità della revisione</translation>
    </message>
    <message>
        <source>&amp;Merge</source>
        <translation>&amp;Unisci</translation>
    </message>
    <message>
        <source>The review&apos;s reservations and quota become what was read; the budget stays.</source>
        <translation>Le prenotazioni e la quota della revisione diventano ciò che è stato letto; il budget resta.</translation>
    </message>
    <message>
        <source>Each entry read takes the place of the review&apos;s entry with its id; the review&apos;s other entries stay.</source>
        <translation>Ogni voce letta prende il posto della voce della revisione con lo stesso id; le altre voci della revisione restano.</translation>
    </message>
    <message numerus="yes">
        <source>%n chip(s)</source>
        <translation>
            <numerusform>%n chip</numerusform>
            <numerusform>%n chip</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>tpu::ui::CatalogController</name>
    <message>
        <source>Refresh Catalog</source>
        <translation>Aggiorna catalogo</translation>
    </message>
    <message>
        <source>Catalog: %1</source>
        <translation>Catalogo: %1</translation>
    </message>
    <message>
        <source>Catalog: built-in</source>
        <translation>Catalogo: integrato</translation>
    </message>
    <message>
        <source>Connect a project first (File ▸ Connect Project…): the catalog is read from the project you are connected to.</source>
        <translation>Prima connetti un progetto (File ▸ Connetti progetto…): il catalogo viene letto dal progetto a cui sei connesso.</translation>
    </message>
    <message>
        <source>The plan names no Google Cloud project: enter it on the first step.</source>
        <translation>Il piano non indica alcun progetto Google Cloud: inseriscilo nel primo passo.</translation>
    </message>
    <message>
        <source>Reading zones, GKE versions and prices from project %1…</source>
        <translation>Lettura di zone, versioni GKE e prezzi dal progetto %1…</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annulla</translation>
    </message>
    <message>
        <source>Refresh Catalog from Project</source>
        <translation>Aggiorna catalogo dal progetto</translation>
    </message>
    <message>
        <source>Catalog refresh cancelled; nothing was written.</source>
        <translation>Aggiornamento del catalogo annullato; non è stato scritto nulla.</translation>
    </message>
    <message>
        <source>not read</source>
        <translation>non letto</translation>
    </message>
    <message numerus="yes">
        <source>Zones: %n machine type(s) read</source>
        <translation>
            <numerusform>Zone: %n tipo di macchina letto</numerusform>
            <numerusform>Zone: %n tipi di macchina letti</numerusform>
        </translation>
    </message>
    <message>
        <source>Zones: %1</source>
        <translation>Zone: %1</translation>
    </message>
    <message numerus="yes">
        <source>GKE versions: %n region(s)</source>
        <translation>
            <numerusform>Versioni GKE: %n regione</numerusform>
            <numerusform>Versioni GKE: %n regioni</numerusform>
        </translation>
    </message>
    <message>
        <source>GKE versions: %1</source>
        <translation>Versioni GKE: %1</translation>
    </message>
    <message numerus="yes">
        <source>Prices: %n price(s)</source>
        <translation>
            <numerusform>Prezzi: %n prezzo</numerusform>
            <numerusform>Prezzi: %n prezzi</numerusform>
        </translation>
    </message>
    <message>
        <source>Prices: %1</source>
        <translation>Prezzi: %1</translation>
    </message>
    <message>
        <source>Not read (%1): %2</source>
        <translation>Non letto (%1): %2</translation>
    </message>
    <message numerus="yes">
        <source>%n TPU SKU(s) not matched to the catalog (not used).</source>
        <translation>
            <numerusform>%n SKU TPU non abbinato al catalogo (non usato).</numerusform>
            <numerusform>%n SKU TPU non abbinati al catalogo (non usati).</numerusform>
        </translation>
    </message>
    <message>
        <source>Nothing was read, so nothing was written.</source>
        <translation>Non è stato letto nulla, quindi non è stato scritto nulla.</translation>
    </message>
    <message>
        <source>Saved as %1. TPU Planner uses it from its next start; View ▸ Catalog compares it with the built-in catalog.</source>
        <translation>Salvato come %1. TPU Planner lo usa dal prossimo avvio; Visualizza ▸ Catalogo lo confronta con il catalogo integrato.</translation>
    </message>
    <message>
        <source>Catalog refresh read nothing.</source>
        <translation>L&apos;aggiornamento del catalogo non ha letto nulla.</translation>
    </message>
    <message>
        <source>Catalog refreshed: %1.</source>
        <translation>Catalogo aggiornato: %1.</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>sconosciuto</translation>
    </message>
    <message>
        <source>Zones of %1</source>
        <translation>Zone di %1</translation>
    </message>
    <message>
        <source>GKE %1 default in %2</source>
        <translation>Versione predefinita GKE %1 in %2</translation>
    </message>
    <message>
        <source>%1 %2 price in %3 (per chip-hour)</source>
        <translation>Prezzo %2 di %1 in %3 (per chip all&apos;ora)</translation>
    </message>
    <message>
        <source>Catalog: Built-in and Live</source>
        <translation>Catalogo: integrato e live</translation>
    </message>
    <message>
        <source>Live overlay: %1. Values marked ≠ differ from the built-in catalog %2 (%3).</source>
        <translation>Overlay live: %1. I valori segnati con ≠ differiscono dal catalogo integrato %2 (%3).</translation>
    </message>
    <message>
        <source>No live overlay: the built-in catalog %1 (%2) is used. Use File ▸ Refresh Catalog from Project.</source>
        <translation>Nessun overlay live: si usa il catalogo integrato %1 (%2). Usa File ▸ Aggiorna catalogo dal progetto.</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Valore</translation>
    </message>
    <message>
        <source>Built-in</source>
        <translation>Integrato</translation>
    </message>
    <message>
        <source>Live</source>
        <translation>Live</translation>
    </message>
    <message>
        <source>Drop Overlay</source>
        <translation>Elimina overlay</translation>
    </message>
    <message>
        <source>Live overlay dropped; TPU Planner uses the built-in catalog from its next start.</source>
        <translation>Overlay live eliminato; TPU Planner usa il catalogo integrato dal prossimo avvio.</translation>
    </message>
</context>
<context>
    <name>tpu::ui::ChangesBanner</name>
    <message>
        <source>Dismiss</source>
        <translation>Chiudi</translation>
    </message>
    <message>
        <source>Hide this note.</source>
        <translation>Nascondi questa nota.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Your change on the %1 step also changed:&lt;/b&gt;</source>
        <translation>&lt;b&gt;La modifica nel passaggio %1 ha cambiato anche:&lt;/b&gt;</translation>
    </message>
</context>
<context>
    <name>tpu::ui::DocumentController</name>
    <message>
        <source>Could not open the plan.

%1

Fix the file in a text editor, or create a new plan.</source>
        <translation>Impossibile aprire il piano.

%1

Correggi il file con un editor di testo oppure crea un nuovo piano.</translation>
    </message>
    <message>
        <source>Opened %1.</source>
        <translation>Aperto %1.</translation>
    </message>
    <message>
        <source>The plan was not saved: %1

Your changes are still here; save to another place.</source>
        <translation>Il piano non è stato salvato: %1

Le modifiche sono ancora qui; salvalo in un&apos;altra posizione.</translation>
    </message>
    <message>
        <source>Saved %1.</source>
        <translation>Salvato %1.</translation>
    </message>
    <message>
        <source>Autosaved.</source>
        <translation>Salvataggio automatico eseguito.</translation>
    </message>
    <message>
        <source>Autosave failed: %1</source>
        <translation>Salvataggio automatico non riuscito: %1</translation>
    </message>
    <message>
        <source>an untitled plan</source>
        <translation>un piano senza titolo</translation>
    </message>
    <message>
        <source>TPU Planner closed unexpectedly while %1 had unsaved changes (autosaved %2). Recover them?

No deletes the autosave.</source>
        <translation>TPU Planner si è chiuso inaspettatamente mentre %1 aveva modifiche non salvate (salvate automaticamente %2). Recuperarle?

No elimina il salvataggio automatico.</translation>
    </message>
    <message>
        <source>The recovered changes are on screen but could not be autosaved again (%1); the old autosave is kept. Save the plan.</source>
        <translation>Le modifiche recuperate sono sullo schermo, ma non è stato possibile salvarle di nuovo automaticamente (%1); il vecchio salvataggio automatico è conservato. Salva il piano.</translation>
    </message>
    <message>
        <source>Recovered the unsaved changes; save them to keep them.</source>
        <translation>Modifiche non salvate recuperate; salvale per conservarle.</translation>
    </message>
    <message>
        <source>&amp;%1 Recent plan %1 (name masked)</source>
        <translation>&amp;%1 Piano recente %1 (nome mascherato)</translation>
    </message>
</context>
<context>
    <name>tpu::ui::DocumentFile</name>
    <message>
        <source>%1[*] — TPU Planner</source>
        <translation>%1[*] — TPU Planner</translation>
    </message>
    <message>
        <source>Unsaved changes</source>
        <translation>Modifiche non salvate</translation>
    </message>
    <message>
        <source>Save the changes to %1 before closing it?</source>
        <translation>Salvare le modifiche a %1 prima di chiuderlo?</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Salva</translation>
    </message>
    <message>
        <source>&amp;Don&apos;t Save</source>
        <translation>&amp;Non salvare</translation>
    </message>
    <message>
        <source>&amp;Cancel</source>
        <translation>&amp;Annulla</translation>
    </message>
</context>
<context>
    <name>tpu::ui::FindingsModel</name>
    <message>
        <source>Severity</source>
        <translation>Gravità</translation>
    </message>
    <message>
        <source>Step</source>
        <translation>Passaggio</translation>
    </message>
    <message>
        <source>Finding</source>
        <translation>Segnalazione</translation>
    </message>
</context>
<context>
    <name>tpu::ui::FindingsPanel</name>
    <message>
        <source>Double-click or press Enter to go to the step that edits this field.</source>
        <translation>Fai doppio clic o premi Invio per andare al passaggio che modifica questo campo.</translation>
    </message>
    <message>
        <source>Select a finding to read why it matters and what to do.</source>
        <translation>Seleziona una segnalazione per leggere perché conta e cosa fare.</translation>
    </message>
    <message numerus="yes">
        <source>%n error(s) to fix before export; </source>
        <translation>
            <numerusform>%n errore da correggere prima dell&apos;esportazione; </numerusform>
            <numerusform>%n errori da correggere prima dell&apos;esportazione; </numerusform>
        </translation>
    </message>
    <message>
        <source>%1 warning(s), %2 note(s).</source>
        <translation>avvisi: %1, note: %2.</translation>
    </message>
    <message>
        <source>No errors; %1 warning(s), %2 note(s).</source>
        <translation>Nessun errore; avvisi: %1, note: %2.</translation>
    </message>
    <message>
        <source>Rule</source>
        <translation>Regola</translation>
    </message>
    <message>
        <source>Step: %1</source>
        <translation>Passaggio: %1</translation>
    </message>
    <message>
        <source>Findings</source>
        <translation>Segnalazioni</translation>
    </message>
    <message>
        <source>Finding details</source>
        <translation>Dettagli della segnalazione</translation>
    </message>
    <message>
        <source>Not chosen yet: %1.</source>
        <translation>Ancora da scegliere: %1.</translation>
    </message>
    <message numerus="yes">
        <source>Live checks: %n error(s) in the project (see the live panel).</source>
        <translation>
            <numerusform>Controlli live: %n errore nel progetto (vedi il pannello live).</numerusform>
            <numerusform>Controlli live: %n errori nel progetto (vedi il pannello live).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>tpu::ui::LiveController</name>
    <message>
        <source>Connect Project</source>
        <translation>Connetti progetto</translation>
    </message>
    <message>
        <source>Check plans against your Google Cloud project with read-only calls (machine types, GKE versions, reservations, quota).

Use a service-account key (kept in the OS keychain) or your gcloud login?</source>
        <translation>Verifica i piani rispetto al tuo progetto Google Cloud con chiamate di sola lettura (tipi di macchina, versioni GKE, prenotazioni, quota).

Usare una chiave dell&apos;account di servizio (conservata nel portachiavi del sistema operativo) o il tuo accesso gcloud?</translation>
    </message>
    <message>
        <source>Import Key File…</source>
        <translation>Importa file della chiave…</translation>
    </message>
    <message>
        <source>Use gcloud Login</source>
        <translation>Usa l&apos;accesso gcloud</translation>
    </message>
    <message>
        <source>Service-Account Key</source>
        <translation>Chiave dell&apos;account di servizio</translation>
    </message>
    <message>
        <source>Key files (*.json);;All files (*)</source>
        <translation>File di chiave (*.json);;Tutti i file (*)</translation>
    </message>
    <message>
        <source>No Keychain</source>
        <translation>Nessun portachiavi</translation>
    </message>
    <message>
        <source>%1

The key is not saved anywhere. Use it for this session only (it is forgotten when TPU Planner quits)?</source>
        <translation>%1

La chiave non viene salvata da nessuna parte. Usarla solo per questa sessione (verrà dimenticata alla chiusura di TPU Planner)?</translation>
    </message>
    <message>
        <source>Live: off</source>
        <translation>Live: disattivato</translation>
    </message>
    <message>
        <source>key file</source>
        <translation>file della chiave</translation>
    </message>
    <message>
        <source>GOOGLE_APPLICATION_CREDENTIALS</source>
        <translation>GOOGLE_APPLICATION_CREDENTIALS</translation>
    </message>
    <message>
        <source>key in keychain</source>
        <translation>chiave nel portachiavi</translation>
    </message>
    <message>
        <source>key for this session</source>
        <translation>chiave per questa sessione</translation>
    </message>
    <message>
        <source>gcloud login</source>
        <translation>accesso gcloud</translation>
    </message>
    <message>
        <source>Live: %1 (%2)</source>
        <translation>Live: %1 (%2)</translation>
    </message>
    <message>
        <source>no project</source>
        <translation>nessun progetto</translation>
    </message>
    <message>
        <source>Live: not connected (File ▸ Connect Project…)</source>
        <translation>Live: non connesso (File ▸ Connetti progetto…)</translation>
    </message>
    <message>
        <source>Live: project %1, %2</source>
        <translation>Live: progetto %1, %2</translation>
    </message>
    <message>
        <source>(the plan&apos;s)</source>
        <translation>(quello del piano)</translation>
    </message>
    <message>
        <source>key</source>
        <translation>chiave</translation>
    </message>
    <message>
        <source>Asking gcloud for an access token…</source>
        <translation>Richiesta di un token di accesso a gcloud…</translation>
    </message>
    <message>
        <source>gcloud said:</source>
        <translation>gcloud ha risposto:</translation>
    </message>
    <message>
        <source>Live: connecting…</source>
        <translation>Live: connessione…</translation>
    </message>
    <message>
        <source>Connecting to %1 with the key in the keychain…</source>
        <translation>Connessione a %1 con la chiave nel portachiavi…</translation>
    </message>
    <message>
        <source>Asking Google for an access token with the service-account key…</source>
        <translation>Richiesta a Google di un token di accesso con la chiave dell&apos;account di servizio…</translation>
    </message>
    <message>
        <source>Live: not connected yet, asking for an access token…</source>
        <translation>Live: non ancora connesso, richiesta di un token di accesso…</translation>
    </message>
    <message>
        <source>Live: not connected: %1 (File ▸ Connect Project… tries again)</source>
        <translation>Live: non connesso: %1 (File ▸ Connetti progetto… riprova)</translation>
    </message>
</context>
<context>
    <name>tpu::ui::LivePanel</name>
    <message>
        <source>Check Live Now</source>
        <translation>Verifica live ora</translation>
    </message>
    <message>
        <source>Ask the project again, bypassing the answers cached for five minutes.</source>
        <translation>Interroga di nuovo il progetto, ignorando le risposte memorizzate nella cache per cinque minuti.</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annulla</translation>
    </message>
    <message>
        <source> — checked live at %1</source>
        <translation> — verificato live alle %1</translation>
    </message>
    <message>
        <source> — checking…</source>
        <translation> — verifica in corso…</translation>
    </message>
    <message>
        <source>Error</source>
        <translation>Errore</translation>
    </message>
    <message>
        <source>Warning</source>
        <translation>Avviso</translation>
    </message>
    <message>
        <source>OK</source>
        <translation>OK</translation>
    </message>
</context>
<context>
    <name>tpu::ui::MainWindow</name>
    <message>
        <source>Findings</source>
        <translation>Segnalazioni</translation>
    </message>
    <message>
        <source>Open Plan</source>
        <translation>Apri piano</translation>
    </message>
    <message>
        <source>TPU plans</source>
        <translation>Piani TPU</translation>
    </message>
    <message>
        <source>All files</source>
        <translation>Tutti i file</translation>
    </message>
    <message>
        <source>Save Plan</source>
        <translation>Salva piano</translation>
    </message>
    <message>
        <source>Export to Folder</source>
        <translation>Esporta in una cartella</translation>
    </message>
    <message>
        <source>TPU Planner</source>
        <translation>TPU Planner</translation>
    </message>
    <message>
        <source>Start with the mode, or open a plan (Ctrl+O).</source>
        <translation>Inizia dalla modalità o apri un piano (Ctrl+O).</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;File</translation>
    </message>
    <message>
        <source>&amp;New Plan</source>
        <translation>&amp;Nuovo piano</translation>
    </message>
    <message>
        <source>&amp;Open Plan…</source>
        <translation>&amp;Apri piano…</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>Apri &amp;recenti</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Salva</translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation>Salva &amp;come…</translation>
    </message>
    <message>
        <source>&amp;Export to Folder…</source>
        <translation>&amp;Esporta in una cartella…</translation>
    </message>
    <message>
        <source>Ctrl+E</source>
        <translation>Ctrl+E</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>Esc&amp;i</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Visualizza</translation>
    </message>
    <message>
        <source>F9</source>
        <translation>F9</translation>
    </message>
    <message>
        <source>&amp;Theme</source>
        <translation>&amp;Tema</translation>
    </message>
    <message>
        <source>&amp;System</source>
        <translation>&amp;Sistema</translation>
    </message>
    <message>
        <source>&amp;Light</source>
        <translation>&amp;Chiaro</translation>
    </message>
    <message>
        <source>&amp;Dark</source>
        <translation>Scu&amp;ro</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Lingua</translation>
    </message>
    <message>
        <source>&amp;System (%1)</source>
        <translation>&amp;Sistema (%1)</translation>
    </message>
    <message>
        <source>Export Report</source>
        <translation>Esporta report</translation>
    </message>
    <message>
        <source>PDF document (*.pdf);;PNG image, 1920x1080 (*.png)</source>
        <translation>Documento PDF (*.pdf);;Immagine PNG, 1920x1080 (*.png)</translation>
    </message>
    <message>
        <source>Ctrl+N</source>
        <translation>Ctrl+N</translation>
    </message>
    <message>
        <source>Ctrl+O</source>
        <translation>Ctrl+O</translation>
    </message>
    <message>
        <source>Ctrl+S</source>
        <translation>Ctrl+S</translation>
    </message>
    <message>
        <source>Ctrl+Shift+S</source>
        <translation>Ctrl+Shift+S</translation>
    </message>
    <message>
        <source>Ctrl+Shift+E</source>
        <translation>Ctrl+Shift+E</translation>
    </message>
    <message>
        <source>&amp;Connect Project…</source>
        <translation>C&amp;onnetti progetto…</translation>
    </message>
    <message>
        <source>Check plans live against a Google Cloud project (read-only).</source>
        <translation>Verifica i piani live rispetto a un progetto Google Cloud (sola lettura).</translation>
    </message>
    <message>
        <source>&amp;Disconnect Project</source>
        <translation>&amp;Disconnetti progetto</translation>
    </message>
    <message>
        <source>Ctrl+Q</source>
        <translation>Ctrl+Q</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Modifica</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Annulla</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Ripeti</translation>
    </message>
    <message>
        <source>&amp;Mask Names</source>
        <translation>&amp;Maschera i nomi</translation>
    </message>
    <message>
        <source>Ctrl+M</source>
        <translation>Ctrl+M</translation>
    </message>
    <message>
        <source>Show project, cluster, reservation, node-pool, namespace, workload and image names as project-1, cluster-1, ...; the plan and its exported files do not change.</source>
        <translation>Mostra i nomi di progetti, cluster, prenotazioni, pool di nodi, namespace, carichi di lavoro e immagini come project-1, cluster-1, ...; il piano e i file esportati non cambiano.</translation>
    </message>
    <message>
        <source>Ctrl++</source>
        <translation>Ctrl++</translation>
    </message>
    <message>
        <source>&amp;Smaller Text</source>
        <translation>Testo più p&amp;iccolo</translation>
    </message>
    <message>
        <source>Ctrl+-</source>
        <translation>Ctrl+-</translation>
    </message>
    <message>
        <source>&amp;Normal Text Size</source>
        <translation>Dimensione &amp;normale del testo</translation>
    </message>
    <message>
        <source>Ctrl+0</source>
        <translation>Ctrl+0</translation>
    </message>
    <message>
        <source>&amp;High Contrast</source>
        <translation>Contrasto &amp;elevato</translation>
    </message>
    <message>
        <source>Text size %1 %</source>
        <translation>Dimensione del testo %1 %</translation>
    </message>
    <message>
        <source>Wrote the report %1%2.</source>
        <translation>Report %1 scritto%2.</translation>
    </message>
    <message>
        <source> (names masked)</source>
        <translation> (nomi mascherati)</translation>
    </message>
    <message>
        <source>La&amp;rger Text</source>
        <translation>Testo più &amp;grande</translation>
    </message>
    <message>
        <source>Plan steps</source>
        <translation>Passaggi del piano</translation>
    </message>
    <message>
        <source>Export Re&amp;port…</source>
        <translation>Esporta re&amp;port…</translation>
    </message>
    <message>
        <source>Open Capacity Re&amp;view…</source>
        <translation>Apri re&amp;visione della capacità…</translation>
    </message>
    <message>
        <source>Open Capacity Review</source>
        <translation>Apri revisione della capacità</translation>
    </message>
    <message>
        <source>Capacity reviews (*.tpureview)</source>
        <translation>Revisioni della capacità (*.tpureview)</translation>
    </message>
    <message>
        <source>Refresh Catalo&amp;g from Project…</source>
        <translation>Aggiorna catalo&amp;go dal progetto…</translation>
    </message>
    <message>
        <source>Read the connected project&apos;s zones, GKE versions and prices into a live overlay of the catalog (read-only).</source>
        <translation>Legge zone, versioni GKE e prezzi del progetto connesso in un overlay live del catalogo (sola lettura).</translation>
    </message>
    <message>
        <source>&amp;Catalog…</source>
        <translation>&amp;Catalogo…</translation>
    </message>
</context>
<context>
    <name>tpu::ui::ModePage</name>
    <message>
        <source>Who creates the TPU nodes, and what the export will contain.</source>
        <translation>Chi crea i nodi TPU e cosa conterrà l&apos;esportazione.</translation>
    </message>
    <message>
        <source>Mode of operation</source>
        <translation>Modalità operativa</translation>
    </message>
    <message>
        <source>&amp;Standard</source>
        <translation>&amp;Standard</translation>
    </message>
    <message>
        <source>You create and manage the TPU node pools: one per slice, with its machine type, topology, placement, reservation and autoscaling. The export adds a gcloud node-pool command per slice. Choose it for node-level control (SMT, Pods per node, maintenance, existing pools).</source>
        <translation>Crei e gestisci tu i pool di nodi TPU: uno per sezione TPU, con tipo di macchina, topologia, posizionamento, prenotazione e scalabilità automatica. L&apos;esportazione aggiunge un comando gcloud node-pools per ogni sezione. Sceglila per il controllo a livello di nodo (SMT, pod per nodo, manutenzione, pool esistenti).</translation>
    </message>
    <message>
        <source>Cluster</source>
        <translation>Cluster</translation>
    </message>
    <message>
        <source>GKE cluster name: 1 to 40 lower-case letters, digits and &apos;-&apos;, starting with a letter.</source>
        <translation>Nome del cluster GKE: da 1 a 40 lettere minuscole, cifre e &apos;-&apos;, che inizia con una lettera.</translation>
    </message>
    <message>
        <source>e.g. my-project-123 (empty: a placeholder in the exports)</source>
        <translation>es. my-project-123 (vuoto: un segnaposto nelle esportazioni)</translation>
    </message>
    <message>
        <source>The Google Cloud project that owns the cluster: 6 to 30 characters. Kept in the plan file and the exports only.</source>
        <translation>Il progetto Google Cloud proprietario del cluster: da 6 a 30 caratteri. Conservato solo nel file del piano e nelle esportazioni.</translation>
    </message>
    <message>
        <source>Cluster na&amp;me:</source>
        <translation>&amp;Nome del cluster:</translation>
    </message>
    <message>
        <source>&amp;Project ID:</source>
        <translation>ID &amp;progetto:</translation>
    </message>
    <message>
        <source>Start from the model</source>
        <translation>Partire dal modello</translation>
    </message>
    <message>
        <source>Not sure which TPUs? Estimate what a model needs to train or serve on each version, with the arithmetic shown, and use the fit.</source>
        <translation>Non sai quali TPU? Stima ciò che serve a un modello per l’addestramento o il serving su ogni versione, con i calcoli in vista, e usa il risultato.</translation>
    </message>
    <message>
        <source>Si&amp;ze from a Model…</source>
        <translation>Dimensiona &amp;da un modello…</translation>
    </message>
    <message>
        <source>empty: the plan&apos;s region (a regional cluster)</source>
        <translation>vuoto: la regione del piano (un cluster regionale)</translation>
    </message>
    <message>
        <source>Where the existing cluster is, as &apos;gcloud container clusters list&apos; shows it: its region, or its zone for a zonal cluster. Every exported command names it.</source>
        <translation>Dove si trova il cluster esistente, come lo mostra &apos;gcloud container clusters list&apos;: la sua regione, o la sua zona per un cluster zonale. Ogni comando esportato la indica.</translation>
    </message>
    <message>
        <source>Existing cluster&apos;s &amp;location:</source>
        <translation>Posi&amp;zione del cluster esistente:</translation>
    </message>
    <message>
        <source>&amp;Autopilot</source>
        <translation>A&amp;utopilot</translation>
    </message>
    <message>
        <source>Recommended by Google&apos;s planning guide. GKE creates, scales and removes TPU nodes from the workload&apos;s nodeSelectors (accelerator and topology). You manage no node pools. The export holds the workload manifests and, for a new cluster, one gcloud command that creates it.</source>
        <translation>Consigliata dalla guida alla pianificazione di Google. GKE crea, scala e rimuove i nodi TPU in base ai nodeSelector del carico di lavoro (acceleratore e topologia). Non gestisci alcun pool di nodi. L&apos;esportazione contiene i manifest del carico di lavoro e, per un nuovo cluster, un comando gcloud che lo crea.</translation>
    </message>
    <message>
        <source>Create a ne&amp;w cluster</source>
        <translation>&amp;Crea un nuovo cluster</translation>
    </message>
    <message>
        <source>Clear it to add the TPUs to an existing cluster.</source>
        <translation>Deselezionala per aggiungere le TPU a un cluster esistente.</translation>
    </message>
</context>
<context>
    <name>tpu::ui::OptionsPage</name>
    <message>
        <source>How the capacity is obtained and scaled, how interruptions are handled, and what runs on the slice.</source>
        <translation>Come si ottiene e si scala la capacità, come si gestiscono le interruzioni e cosa viene eseguito sulla sezione TPU.</translation>
    </message>
    <message>
        <source>Capacity</source>
        <translation>Capacità</translation>
    </message>
    <message>
        <source>&amp;On-demand</source>
        <translation>&amp;On demand</translation>
    </message>
    <message>
        <source>Pay per hour; capacity is not guaranteed when you ask for it.</source>
        <translation>Paghi a ore; la capacità non è garantita al momento della richiesta.</translation>
    </message>
    <message>
        <source>&amp;Spot</source>
        <translation>&amp;Spot</translation>
    </message>
    <message>
        <source>Much cheaper; the VMs can be reclaimed at any time. Checkpoint often.</source>
        <translation>Molto più economiche; le VM possono essere recuperate in qualsiasi momento. Salva spesso i checkpoint.</translation>
    </message>
    <message>
        <source>F&amp;lex-start</source>
        <translation>Fle&amp;x-start</translation>
    </message>
    <message>
        <source>Queued provisioning: GKE obtains the whole slice when capacity frees up, for a bounded run time.</source>
        <translation>Provisioning in coda: GKE ottiene l&apos;intera sezione TPU quando la capacità si libera, per un tempo di esecuzione limitato.</translation>
    </message>
    <message>
        <source>Specific &amp;reservation</source>
        <translation>P&amp;renotazione specifica</translation>
    </message>
    <message>
        <source>Capacity reserved in advance, consumed with specific reservation affinity.</source>
        <translation>Capacità riservata in anticipo, consumata con affinità per una prenotazione specifica.</translation>
    </message>
    <message>
        <source>The reservation&apos;s name, as in gcloud compute reservations list.</source>
        <translation>Il nome della prenotazione, come in gcloud compute reservations list.</translation>
    </message>
    <message>
        <source>Only for a shared reservation owned by another project.</source>
        <translation>Solo per una prenotazione condivisa di proprietà di un altro progetto.</translation>
    </message>
    <message>
        <source>empty: the plan&apos;s own project</source>
        <translation>vuoto: il progetto del piano</translation>
    </message>
    <message>
        <source>Reservation na&amp;me:</source>
        <translation>&amp;Nome della prenotazione:</translation>
    </message>
    <message>
        <source>Reservation pro&amp;ject:</source>
        <translation>Progetto della prenota&amp;zione:</translation>
    </message>
    <message>
        <source>Autoscaling</source>
        <translation>Scalabilità automatica</translation>
    </message>
    <message>
        <source>Node pool &amp;autoscaling</source>
        <translation>Scala&amp;bilità automatica del pool di nodi</translation>
    </message>
    <message>
        <source>Node a&amp;uto-provisioning (cluster-wide)</source>
        <translation>Provisioning a&amp;utomatico dei nodi (per tutto il cluster)</translation>
    </message>
    <message>
        <source>GKE creates and deletes TPU node pools that match pending workloads.</source>
        <translation>GKE crea ed elimina i pool di nodi TPU adatti ai carichi di lavoro in attesa.</translation>
    </message>
    <message>
        <source>M&amp;inimum nodes:</source>
        <translatorcomment>no mnemonic: step 5 has no free letter in these words</translatorcomment>
        <translation>Nodi minimi:</translation>
    </message>
    <message>
        <source>Ma&amp;ximum nodes:</source>
        <translatorcomment>no mnemonic: step 5 has no free letter in these words</translatorcomment>
        <translation>Nodi massimi:</translation>
    </message>
    <message>
        <source>Interruptions and queueing</source>
        <translation>Interruzioni e code</translation>
    </message>
    <message>
        <source>A PriorityClass for the workload; the export creates it. A higher priority protects the job from preemption by other Pods.</source>
        <translation>Una PriorityClass per il carico di lavoro; l&apos;esportazione la crea. Una priorità più alta protegge il job dal prerilascio da parte di altri pod.</translation>
    </message>
    <message>
        <source>none</source>
        <translation>nessuna</translation>
    </message>
    <message>
        <source>Main&amp;tenance exclusion</source>
        <translation>&amp;Esclusione di manutenzione</translation>
    </message>
    <message>
        <source>A window in which GKE does no automatic maintenance on the cluster.</source>
        <translation>Un periodo in cui GKE non esegue la manutenzione automatica del cluster.</translation>
    </message>
    <message>
        <source>Extended run time (Autopilot)</source>
        <translation>Tempo di esecuzione esteso (Autopilot)</translation>
    </message>
    <message>
        <source>Autopilot Pods that get up to seven days before eviction for node updates.</source>
        <translation>Pod Autopilot che hanno fino a sette giorni prima dell&apos;espulsione per gli aggiornamenti dei nodi.</translation>
    </message>
    <message>
        <source>&amp;Collection scheduling (v6e serving)</source>
        <translation>Pianificazione per ra&amp;ccolte (serving v6e)</translation>
    </message>
    <message>
        <source>Trillium only: GKE keeps a collection of serving slices available during maintenance.</source>
        <translation>Solo Trillium: GKE mantiene disponibile una raccolta di sezioni TPU di serving durante la manutenzione.</translation>
    </message>
    <message>
        <source>&amp;Queue with Kueue</source>
        <translation>Metti in coda con &amp;Kueue</translation>
    </message>
    <message>
        <source>Export a ResourceFlavor, ClusterQueue and LocalQueue, and label the workload for the queue.</source>
        <translation>Esporta ResourceFlavor, ClusterQueue e LocalQueue ed etichetta il carico di lavoro per la coda.</translation>
    </message>
    <message>
        <source>Priorit&amp;y class:</source>
        <translatorcomment>no mnemonic: step 5 has no free letter in these words</translatorcomment>
        <translation>Classe di priorità:</translation>
    </message>
    <message>
        <source>Exclusion name:</source>
        <translation>Nome dell&apos;esclusione:</translation>
    </message>
    <message>
        <source>Starts:</source>
        <translation>Inizio:</translation>
    </message>
    <message>
        <source>Ends:</source>
        <translation>Fine:</translation>
    </message>
    <message>
        <source>Workload</source>
        <translation>Carico di lavoro</translation>
    </message>
    <message>
        <source>Name of the Job, Deployment or JobSet: up to 40 characters.</source>
        <translation>Nome del Job, Deployment o JobSet: fino a 40 caratteri.</translation>
    </message>
    <message>
        <source>The container image the TPU workload runs.</source>
        <translation>L&apos;immagine container eseguita dal carico di lavoro TPU.</translation>
    </message>
    <message>
        <source>us-docker.pkg.dev/PROJECT/REPO/IMAGE:TAG</source>
        <translation>us-docker.pkg.dev/PROGETTO/REPOSITORY/IMMAGINE:TAG</translation>
    </message>
    <message>
        <source>The container&apos;s command, quoted as in a POSIX shell. Empty: the image&apos;s entrypoint.</source>
        <translation>Il comando del container, con le virgolette di una shell POSIX. Vuoto: l&apos;entrypoint dell&apos;immagine.</translation>
    </message>
    <message>
        <source>empty: the image&apos;s entrypoint</source>
        <translation>vuoto: l&apos;entrypoint dell&apos;immagine</translation>
    </message>
    <message>
        <source>Job (single-host training)</source>
        <translation>Job (addestramento su host singolo)</translation>
    </message>
    <message>
        <source>Deployment (single-host serving)</source>
        <translation>Deployment (serving su host singolo)</translation>
    </message>
    <message>
        <source>JobSet (multi-host, Multislice)</source>
        <translation>JobSet (multi-host, Multislice)</translation>
    </message>
    <message>
        <source>Indexed Job + headless Service (multi-host)</source>
        <translation>Job indicizzato + Service headless (multi-host)</translation>
    </message>
    <message>
        <source>&amp;Workload name:</source>
        <translation>Nome del carico di &amp;lavoro:</translation>
    </message>
    <message>
        <source>Names&amp;pace:</source>
        <translation>Names&amp;pace:</translation>
    </message>
    <message>
        <source>Ima&amp;ge:</source>
        <translation>Imma&amp;gine:</translation>
    </message>
    <message>
        <source>Comman&amp;d:</source>
        <translation>Coman&amp;do:</translation>
    </message>
    <message>
        <source>&amp;Kind:</source>
        <translation>&amp;Tipo:</translation>
    </message>
    <message>
        <source>Command not applied: %1.</source>
        <translation>Comando non applicato: %1.</translation>
    </message>
    <message>
        <source>Nodes and storage</source>
        <translation>Nodi e archiviazione</translation>
    </message>
    <message>
        <source>Extra disk on eac&amp;h TPU VM</source>
        <translatorcomment>no mnemonic: step 5 has no free letter in these words</translatorcomment>
        <translation>Disco aggiuntivo su ogni VM TPU</translation>
    </message>
    <message>
        <source>A TPU VM has a 100 GiB boot disk; add a larger one where the version supports it.</source>
        <translation>Una VM TPU ha un disco di avvio da 100 GiB; aggiungine uno più grande dove la versione lo supporta.</translation>
    </message>
    <message>
        <source>TPU nodes run Container-Optimized OS; Ubuntu images are not supported.</source>
        <translation>I nodi TPU eseguono Container-Optimized OS; le immagini Ubuntu non sono supportate.</translation>
    </message>
    <message>
        <source>Machine default</source>
        <translation>Predefinito della macchina</translation>
    </message>
    <message>
        <source>1 (SMT off)</source>
        <translation>1 (SMT disattivato)</translation>
    </message>
    <message>
        <source>2 (SMT on)</source>
        <translation>2 (SMT attivo)</translation>
    </message>
    <message>
        <source>GKE default</source>
        <translation>Predefinito di GKE</translation>
    </message>
    <message>
        <source>Disk type:</source>
        <translation>Tipo di disco:</translation>
    </message>
    <message>
        <source>Disk size:</source>
        <translation>Dimensione del disco:</translation>
    </message>
    <message>
        <source>Node image:</source>
        <translation>Immagine del nodo:</translation>
    </message>
    <message>
        <source>Threads per core:</source>
        <translation>Thread per core:</translation>
    </message>
    <message>
        <source>Max Pods per node:</source>
        <translation>Pod massimi per nodo:</translation>
    </message>
    <message>
        <source>%1 (not supported)</source>
        <translation>%1 (non supportato)</translation>
    </message>
    <message>
        <source>The machine type the reservation holds, as in gcloud compute reservations describe (specificReservation.instanceProperties.machineType).</source>
        <translation>Il tipo di macchina della prenotazione, come in gcloud compute reservations describe (specificReservation.instanceProperties.machineType).</translation>
    </message>
    <message>
        <source>not known</source>
        <translation>non noto</translation>
    </message>
    <message>
        <source>Machine type the reservation holds</source>
        <translation>Tipo di macchina della prenotazione</translation>
    </message>
    <message>
        <source>The zone of the reservation.</source>
        <translation>La zona della prenotazione.</translation>
    </message>
    <message>
        <source>Zone the reservation holds</source>
        <translation>Zona della prenotazione</translation>
    </message>
    <message>
        <source>Same as the plan</source>
        <translation>Come il piano</translation>
    </message>
    <message>
        <source>The reservation holds the plan&apos;s machine type in the plan&apos;s zone.</source>
        <translation>La prenotazione contiene il tipo di macchina del piano nella zona del piano.</translation>
    </message>
    <message>
        <source>It holds:</source>
        <translation>Contiene:</translation>
    </message>
    <message>
        <source>In zone:</source>
        <translation>Nella zona:</translation>
    </message>
    <message>
        <source>Step %1 of the fallback chain: GKE tries it when the steps before have no capacity (a custom compute class). Autopilot, or Standard with node auto-provisioning.</source>
        <translation>Passo %1 della catena di ripiego: GKE lo prova quando i passi precedenti non hanno capacità (una compute class personalizzata). Autopilot, o Standard con provisioning automatico dei nodi.</translation>
    </message>
    <message>
        <source>Fallback step %1</source>
        <translation>Passo di ripiego %1</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>(nessuno)</translation>
    </message>
    <message>
        <source>Then try (fallback):</source>
        <translation>Poi prova (alternative):</translation>
    </message>
    <message>
        <source>Scale up even when no step is available</source>
        <translation>Scala anche se nessun passo è disponibile</translation>
    </message>
    <message>
        <source>whenUnsatisfiable: ScaleUpAnyway creates nodes outside the chain; otherwise GKE waits (DoNotScaleUp).</source>
        <translation>whenUnsatisfiable: ScaleUpAnyway crea nodi fuori dalla catena; altrimenti GKE attende (DoNotScaleUp).</translation>
    </message>
    <message>
        <source>%1: %2 per month</source>
        <translation>%1: %2 al mese</translation>
    </message>
    <message>
        <source>%1: price not known</source>
        <translation>%1: prezzo non noto</translation>
    </message>
    <message>
        <source>What runs on the slice: training, serving, or a Ray cluster.</source>
        <translation>Cosa viene eseguito sulla sezione: training, serving o un cluster Ray.</translation>
    </message>
    <message>
        <source>Training</source>
        <translation>Addestramento</translation>
    </message>
    <message>
        <source>Serving</source>
        <translation>Serving (inferenza)</translation>
    </message>
    <message>
        <source>Ray</source>
        <translation>Ray</translation>
    </message>
    <message>
        <source>LeaderWorkerSet + Service (multi-host serving, one group per slice)</source>
        <translation>LeaderWorkerSet + Service (serving multi-host, un gruppo per sezione)</translation>
    </message>
    <message>
        <source>RayCluster (head + one TPU worker group)</source>
        <translation>RayCluster (head + un gruppo di worker TPU)</translation>
    </message>
    <message>
        <source>The container port the Service in front of the serving leaders sends requests to.</source>
        <translation>La porta del container a cui il Service davanti ai leader di serving invia le richieste.</translation>
    </message>
    <message>
        <source>Used for:</source>
        <translation>Carico di lavoro:</translation>
    </message>
    <message>
        <source>Serving port:</source>
        <translation>Porta di servizio:</translation>
    </message>
    <message>
        <source>When the calendar-mode reservation starts (UTC), at most 120 days ahead.</source>
        <translation>Quando inizia la prenotazione in modalità calendario (UTC), al massimo 120 giorni prima.</translation>
    </message>
    <message>
        <source>Calendar-mode start</source>
        <translation>Inizio in modalità calendario</translation>
    </message>
    <message>
        <source>How many days the reservation holds the chips (1 to 90).</source>
        <translation>Per quanti giorni la prenotazione tiene i chip (da 1 a 90).</translation>
    </message>
    <message>
        <source> days</source>
        <translation> giorni</translation>
    </message>
    <message>
        <source>Calendar-mode duration</source>
        <translation>Durata in modalità calendario</translation>
    </message>
    <message>
        <source>What the capacity is optimised for; the zones offered differ per type.</source>
        <translation>Per cosa è ottimizzata la capacità; le zone offerte cambiano con il tipo.</translation>
    </message>
    <message>
        <source>Batch (training)</source>
        <translation>Batch (addestramento)</translation>
    </message>
    <message>
        <source>Serving (inference)</source>
        <translation>Serving (inferenza)</translation>
    </message>
    <message>
        <source>Calendar-mode workload type</source>
        <translation>Tipo di carico di lavoro in modalità calendario</translation>
    </message>
    <message>
        <source>Calendar mode starts:</source>
        <translation>Inizio in modalità calendario:</translation>
    </message>
    <message>
        <source>For:</source>
        <translation>Per:</translation>
    </message>
    <message>
        <source>Workload type:</source>
        <translation>Tipo di carico di lavoro:</translation>
    </message>
    <message>
        <source>Give the reservation a name above: the future reservation and the reservation it creates get it.</source>
        <translation>Dai un nome alla prenotazione qui sopra: lo ricevono la prenotazione futura e la prenotazione che essa crea.</translation>
    </message>
    <message>
        <source>The export requests &quot;%1&quot; in calendar mode until %2 UTC; the node pools consume it by that name once it is active. Once Google confirms the request it cannot be changed or cancelled.</source>
        <translation>L&apos;esportazione richiede &quot;%1&quot; in modalità calendario fino alle %2 UTC; i pool di nodi la consumano con quel nome quando è attiva. Una volta confermata da Google, la richiesta non si può modificare né annullare.</translation>
    </message>
    <message>
        <source>Calendar-mode reservation</source>
        <translation>Prenotazione in modalità calendario</translation>
    </message>
    <message>
        <source>The export requests a future reservation in calendar mode: Google holds the chips from the start for 1 to 90 days, needs no quota, and deletes the reservation and its VMs at the end. Once confirmed it cannot be changed or cancelled.</source>
        <translation>L&apos;esportazione richiede una prenotazione futura in modalità calendario: Google tiene i chip dall&apos;inizio per un periodo da 1 a 90 giorni, senza quota, ed elimina la prenotazione e le sue VM alla fine. Una volta confermata non si può modificare né annullare.</translation>
    </message>
    <message>
        <source>Any matching reservation</source>
        <translation>Qualsiasi prenotazione</translation>
    </message>
    <message>
        <source>Never on-demand: the node pools consume any reservation that matches them and fail instead of falling back to on-demand (--reservation-affinity=any-reservation-then-fail, gcloud 575 or later). Standard clusters only.</source>
        <translation>Mai on demand: i pool di nodi consumano qualsiasi prenotazione corrispondente e non riescono invece di ripiegare su on demand (--reservation-affinity=any-reservation-then-fail, gcloud 575 o successivo). Solo cluster Standard.</translation>
    </message>
</context>
<context>
    <name>tpu::ui::PlanEditDialog</name>
    <message>
        <source>%1: Plan of the Request</source>
        <translation>%1: piano della richiesta</translation>
    </message>
    <message>
        <source>&amp;Use in Review</source>
        <translation>&amp;Usa nella revisione</translation>
    </message>
    <message>
        <source>Bring this plan back into the review as the request&apos;s plan; the review fits again.</source>
        <translation>Riporta questo piano nella revisione come piano della richiesta; la revisione viene ricalcolata.</translation>
    </message>
</context>
<context>
    <name>tpu::ui::PlanExport</name>
    <message>
        <source>The plan has errors, so nothing was exported. Fix them first (the Findings panel lists them, F9):

%1</source>
        <translation>Il piano contiene errori, quindi non è stato esportato nulla. Correggili prima (il riquadro Segnalazioni li elenca, F9):

%1</translation>
    </message>
    <message>
        <source>%1 is the filesystem root, the home folder or a top-level folder.</source>
        <translation>%1 è la radice del file system, la cartella home o una cartella di primo livello.</translation>
    </message>
    <message>
        <source>%1 is not empty and is not an earlier export of this plan.</source>
        <translation>%1 non è vuota e non è un’esportazione precedente di questo piano.</translation>
    </message>
    <message>
        <source>The export would replace its %1.</source>
        <translation>L’esportazione sostituirebbe i suoi file %1.</translation>
    </message>
    <message>
        <source>Export into it anyway?</source>
        <translation>Esportare comunque in questa cartella?</translation>
    </message>
    <message>
        <source>%1 in %2 is from an earlier export; this plan does not produce it. Remove it, so that applying the folder does not apply it?</source>
        <translation>%1 in %2 proviene da un&apos;esportazione precedente e questo piano non lo produce. Rimuoverlo, così che applicando la cartella non venga applicato?</translation>
    </message>
    <message>
        <source>the folder changed while you were choosing (%1 appeared); export again</source>
        <translation>la cartella è cambiata mentre sceglievi (è comparso %1); esporta di nuovo</translation>
    </message>
    <message>
        <source>Nothing was exported; the folder keeps its previous files.

%1.</source>
        <translation>Non è stato esportato nulla; la cartella conserva i file precedenti.

%1.</translation>
    </message>
    <message>
        <source>Exported %1 to %2.</source>
        <translation>Esportati %1 in %2.</translation>
    </message>
</context>
<context>
    <name>tpu::ui::PlanPage</name>
    <message numerus="yes">
        <source>Next is disabled until this is fixed: %1</source>
        <translation>
            <numerusform>Il pulsante Successivo resta disattivato finché non correggi questo: %1</numerusform>
            <numerusform>Il pulsante Successivo resta disattivato finché non correggi questi problemi: %1</numerusform>
        </translation>
    </message>
    <message>
        <source>To go on: %1</source>
        <translation>Per proseguire: %1</translation>
    </message>
    <message numerus="yes">
        <source>Next is disabled until the error above is fixed.</source>
        <translation>
            <numerusform>Il pulsante Successivo resta disattivato finché non correggi l&apos;errore qui sopra.</numerusform>
            <numerusform>Il pulsante Successivo resta disattivato finché non correggi gli errori qui sopra.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>tpu::ui::PlanWizard</name>
    <message>
        <source>Previous step (what you entered is kept).</source>
        <translation>Passaggio precedente (quanto inserito viene conservato).</translation>
    </message>
    <message>
        <source>Go to a step. Steps after one with an error are reached by fixing it first.</source>
        <translation>Vai a un passaggio. I passaggi successivi a uno con errori si raggiungono dopo averlo corretto.</translation>
    </message>
    <message>
        <source>This step has an error: fix it to go on.</source>
        <translation>Questo passaggio contiene un errore: correggilo per proseguire.</translation>
    </message>
    <message>
        <source>Go to this step.</source>
        <translation>Vai a questo passaggio.</translation>
    </message>
    <message>
        <source>Fix the earlier step&apos;s errors first.</source>
        <translation>Correggi prima gli errori del passaggio precedente.</translation>
    </message>
    <message>
        <source>Steps</source>
        <translation>Passaggi</translation>
    </message>
    <message>
        <source>Not chosen yet.</source>
        <translation>Ancora da scegliere.</translation>
    </message>
    <message>
        <source>&amp;Next &gt;</source>
        <translation>&amp;Avanti &gt;</translation>
    </message>
    <message>
        <source>&lt; &amp;Back</source>
        <translation>&lt; &amp;Indietro</translation>
    </message>
</context>
<context>
    <name>tpu::ui::PresentationMode</name>
    <message>
        <source>Alt+0: back to the overview. Esc: leave presentation mode.</source>
        <translation>Alt+0: torna alla panoramica. Esc: esci dalla modalità presentazione.</translation>
    </message>
    <message>
        <source>&amp;Presentation</source>
        <translation>&amp;Presentazione</translation>
    </message>
    <message>
        <source>F11</source>
        <translation>F11</translation>
    </message>
    <message>
        <source>Presentation &amp;Overview</source>
        <translation>Pan&amp;oramica della presentazione</translation>
    </message>
    <message>
        <source>Alt+0</source>
        <translation>Alt+0</translation>
    </message>
    <message>
        <source>Leave Presentation</source>
        <translation>Esci dalla presentazione</translation>
    </message>
    <message>
        <source>Presentation: Alt+1 to Alt+6 show a step, Alt+0 the overview, Ctrl+Plus/Minus the text size, Esc leaves.</source>
        <translation>Presentazione: da Alt+1 ad Alt+6 mostrano un passaggio, Alt+0 la panoramica, Ctrl+Più/Meno la dimensione del testo, Esc esce.</translation>
    </message>
</context>
<context>
    <name>tpu::ui::PresentationView</name>
    <message>
        <source>Cost per 30-day month by consumption option</source>
        <translation>Costo per mese di 30 giorni, per opzione di consumo</translation>
    </message>
    <message>
        <source>Show this wizard step; Alt+0 comes back to this overview, Esc leaves presentation mode.</source>
        <translation>Mostra questo passaggio della procedura guidata; Alt+0 torna a questa panoramica, Esc esce dalla modalità presentazione.</translation>
    </message>
    <message>
        <source>Findings</source>
        <translation>Segnalazioni</translation>
    </message>
    <message>
        <source>Summary</source>
        <translation>Riepilogo</translation>
    </message>
    <message numerus="yes">
        <source>✖ %n error(s): see Findings.</source>
        <translation>
            <numerusform>✖ %n errore: vedi Segnalazioni.</numerusform>
            <numerusform>✖ %n errori: vedi Segnalazioni.</numerusform>
        </translation>
    </message>
    <message>
        <source>Quota, %1</source>
        <translation>Quota, %1</translation>
    </message>
    <message>
        <source>%1 chips</source>
        <translation>%1 chip</translation>
    </message>
    <message>
        <source>Quota metric: %1</source>
        <translation>Metrica della quota: %1</translation>
    </message>
    <message>
        <source>None: the plan passes every rule.</source>
        <translation>Nessuna: il piano rispetta tutte le regole.</translation>
    </message>
    <message>
        <source>The plan&apos;s totals, quota and cost, one per row.</source>
        <translation>Totali, quota e costo del piano, uno per riga.</translation>
    </message>
    <message>
        <source>What the rules found in the plan, errors first.</source>
        <translation>Ciò che le regole hanno rilevato nel piano, prima gli errori.</translation>
    </message>
</context>
<context>
    <name>tpu::ui::RecentFiles</name>
    <message>
        <source>&amp;Clear List</source>
        <translation>&amp;Svuota elenco</translation>
    </message>
</context>
<context>
    <name>tpu::ui::ReportExport</name>
    <message>
        <source>The report was not written: %1</source>
        <translation>Il report non è stato scritto: %1</translation>
    </message>
</context>
<context>
    <name>tpu::ui::RequestAdviceDock</name>
    <message>
        <source>Google&apos;s Advice for the Request</source>
        <translation>Il consiglio di Google per la richiesta</translation>
    </message>
    <message>
        <source>Ask &amp;Google When This Can Be Had</source>
        <translation>Chiedi a Google &amp;quando si può avere</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annulla</translation>
    </message>
    <message>
        <source>Google&apos;s advice per zone for the request</source>
        <translation>Il consiglio di Google per zona per la richiesta</translation>
    </message>
    <message>
        <source>no project is named (the request&apos;s plan names none, nor does the key)</source>
        <translation>non è indicato alcun progetto (né il piano della richiesta né la chiave ne indicano uno)</translation>
    </message>
    <message>
        <source>the project &quot;%1&quot; %2</source>
        <translation>il progetto &quot;%1&quot; %2</translation>
    </message>
    <message>
        <source>Select a request that does not fit to ask Google when its shape can be had.</source>
        <translation>Seleziona una richiesta che non trova posto per chiedere a Google quando si può avere la sua forma.</translation>
    </message>
    <message>
        <source>%1 chips (%2, %3) for %4 days starting between %5 and %6</source>
        <translation>%1 chip (%2, %3) per %4 giorni con inizio tra il %5 e il %6</translation>
    </message>
    <message>
        <source>Asking Google (project %1) when “%2” can be had: %3…</source>
        <translation>Richiesta a Google (progetto %1) di quando si può avere «%2»: %3…</translation>
    </message>
    <message>
        <source>Asking Google…</source>
        <translation>Richiesta a Google in corso…</translation>
    </message>
    <message>
        <source>“%1”: asked project %2 at %3: calendar-mode advice for %4.</source>
        <translation>«%1»: chiesto al progetto %2 alle %3: consiglio in modalità calendario per %4.</translation>
    </message>
    <message>
        <source>No zone is recommended.</source>
        <translation>Nessuna zona è consigliata.</translation>
    </message>
    <message>
        <source>The catalog does not list this zone for %1 in %2 mode.</source>
        <translation>Il catalogo non elenca questa zona per %1 in modalità %2.</translation>
    </message>
    <message>
        <source>“%1” fits the review&apos;s capacity.</source>
        <translation>«%1» trova posto nella capacità della revisione.</translation>
    </message>
    <message>
        <source>it does not fit</source>
        <translation>non trova posto</translation>
    </message>
    <message>
        <source>“%1” does not fit: %2. Not connected: connect a project in the main window (File ▸ Connect Project…) to ask Google when this can be had.</source>
        <translation>«%1» non trova posto: %2. Non connesso: connetti un progetto nella finestra principale (File ▸ Connetti progetto…) per chiedere a Google quando si può avere.</translation>
    </message>
    <message>
        <source>“%1” does not fit: %2. Google cannot be asked: %3.</source>
        <translation>«%1» non trova posto: %2. Non si può chiedere a Google: %3.</translation>
    </message>
    <message>
        <source>“%1” does not fit: %2. Ask Google when this can be had.</source>
        <translation>«%1» non trova posto: %2. Chiedi a Google quando si può avere.</translation>
    </message>
    <message>
        <source>Ask Compute Engine&apos;s calendar-mode advice (and the obtainability score where the project may ask) for this request&apos;s chips, in every region offering its TPU: for a calendar-mode request its start day, days and workload type; else its period (up to 90 days from its first day); else 7 days of batch starting in the 14 days from tomorrow.</source>
        <translation>Chiedi a Compute Engine il consiglio in modalità calendario (e il punteggio di ottenibilità dove il progetto può chiederlo) per i chip di questa richiesta, in ogni regione che offre la sua TPU: per una richiesta in modalità calendario il suo giorno di inizio, i suoi giorni e il suo tipo di carico di lavoro; altrimenti il suo periodo (fino a 90 giorni dal primo giorno); altrimenti 7 giorni di batch con inizio nei 14 giorni da domani.</translation>
    </message>
</context>
<context>
    <name>tpu::ui::ReviewCharts</name>
    <message>
        <source>Demand</source>
        <translation>Domanda</translation>
    </message>
    <message>
        <source>Placed</source>
        <translation>Collocati</translation>
    </message>
    <message>
        <source>Held</source>
        <translation>Disponibili</translation>
    </message>
    <message>
        <source>Cost per month</source>
        <translation>Costo al mese</translation>
    </message>
    <message>
        <source>TPU chips</source>
        <translation>Chip TPU</translation>
    </message>
    <message>
        <source>Cost per team per month, against the budget</source>
        <translation>Costo mensile per team, rispetto al budget</translation>
    </message>
    <message>
        <source>per 30-day month (720 hours)</source>
        <translation>per mese di 30 giorni (720 ore)</translation>
    </message>
    <message>
        <source> (?)</source>
        <translation> (?)</translation>
    </message>
    <message>
        <source>Busiest month</source>
        <translation>Mese più carico</translation>
    </message>
    <message>
        <source>Budget</source>
        <translation>Budget</translation>
    </message>
    <message>
        <source>%1 per 30-day month (720 hours)</source>
        <translation>%1 per mese di 30 giorni (720 ore)</translation>
    </message>
    <message>
        <source>Demand and capacity per region, TPU version and capacity class</source>
        <translation>Domanda e capacità per regione, versione TPU e classe di capacità</translation>
    </message>
    <message>
        <source>TPU chips, every month alike</source>
        <translation>Chip TPU, ogni mese uguale</translation>
    </message>
    <message>
        <source>TPU chips in the busiest month, %1</source>
        <translation>Chip TPU nel mese più carico, %1</translation>
    </message>
    <message>
        <source>TPU chips in %1</source>
        <translation>Chip TPU in %1</translation>
    </message>
</context>
<context>
    <name>tpu::ui::ReviewView</name>
    <message>
        <source>Priority</source>
        <translation>Priorità</translation>
    </message>
    <message>
        <source>Request</source>
        <translation>Richiesta</translation>
    </message>
    <message>
        <source>Team</source>
        <translation>Team</translation>
    </message>
    <message>
        <source>Period</source>
        <translation>Periodo</translation>
    </message>
    <message>
        <source>Slices</source>
        <translation>Sezioni TPU</translation>
    </message>
    <message>
        <source>Fit</source>
        <translation>Collocazione</translation>
    </message>
    <message>
        <source>Placed on</source>
        <translation>Collocata su</translation>
    </message>
    <message>
        <source>Cost per month</source>
        <translation>Costo al mese</translation>
    </message>
    <message>
        <source>Requests</source>
        <translation>Richieste</translation>
    </message>
    <message>
        <source>Move &amp;Up</source>
        <translation>Sposta &amp;su</translation>
    </message>
    <message>
        <source>Move &amp;Down</source>
        <translation>Sposta &amp;giù</translation>
    </message>
    <message>
        <source>Capacity</source>
        <translation>Capacità</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Tipo</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Totale</translation>
    </message>
    <message>
        <source>Used</source>
        <translation>Usati</translation>
    </message>
    <message>
        <source>Free</source>
        <translation>Liberi</translation>
    </message>
    <message>
        <source>Unit</source>
        <translation>Unità</translation>
    </message>
    <message>
        <source>Fit, Shortfall and Cost</source>
        <translation>Collocazione, mancanze e costo</translation>
    </message>
    <message>
        <source>First request</source>
        <translation>Prima richiesta</translation>
    </message>
    <message>
        <source>Second request</source>
        <translation>Seconda richiesta</translation>
    </message>
    <message>
        <source>compared with</source>
        <translation>confrontata con</translation>
    </message>
    <message>
        <source>Field</source>
        <translation>Campo</translation>
    </message>
    <message>
        <source>First</source>
        <translation>Prima</translation>
    </message>
    <message>
        <source>Second</source>
        <translation>Seconda</translation>
    </message>
    <message>
        <source>Differs</source>
        <translation>Differisce</translation>
    </message>
    <message>
        <source>Compare</source>
        <translation>Confronta</translation>
    </message>
    <message>
        <source>fits</source>
        <translation>trova posto</translation>
    </message>
    <message>
        <source>fits partly</source>
        <translation>trova posto in parte</translation>
    </message>
    <message>
        <source>does not fit</source>
        <translation>non trova posto</translation>
    </message>
    <message>
        <source>always</source>
        <translation>sempre</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 di %2</translation>
    </message>
    <message>
        <source>reservation</source>
        <translation>prenotazione</translation>
    </message>
    <message>
        <source>quota</source>
        <translation>quota</translation>
    </message>
    <message>
        <source>VMs</source>
        <translation>VM</translation>
    </message>
    <message>
        <source>chips</source>
        <translation>chip</translation>
    </message>
    <message>
        <source>differs</source>
        <translation>differisce</translation>
    </message>
    <message>
        <source> (?)</source>
        <translation> (?)</translation>
    </message>
    <message>
        <source>Double-click a priority, title, team or period to change it.</source>
        <translation>Fai doppio clic su priorità, titolo, team o periodo per cambiarli.</translation>
    </message>
    <message>
        <source>Capacity &amp;Held</source>
        <translation>Capacità &amp;disponibile</translation>
    </message>
    <message>
        <source>Request &quot;%1&quot;: %2. Nothing was changed; type it again.</source>
        <translation>Richiesta &quot;%1&quot;: %2. Non è cambiato nulla; scrivilo di nuovo.</translation>
    </message>
    <message>
        <source>Char&amp;ts</source>
        <translation>&amp;Grafici</translation>
    </message>
    <message>
        <source>no budget</source>
        <translation>nessun budget</translation>
    </message>
    <message>
        <source>over the $%1 budget by $%2</source>
        <translation>oltre il budget di $%1 di $%2</translation>
    </message>
    <message>
        <source>within the $%1 budget</source>
        <translation>entro il budget di $%1</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>; and %1 more</source>
        <translation>; e altre %1</translation>
    </message>
    <message>
        <source>✖ Does not fit (%1): %2.</source>
        <translation>✖ Non trova posto (%1): %2.</translation>
    </message>
    <message>
        <source>◐ Fits partly (%1): %2.</source>
        <translation>◐ Trova posto in parte (%1): %2.</translation>
    </message>
    <message>
        <source>They are listed first.</source>
        <translation>Sono elencate per prime.</translation>
    </message>
    <message>
        <source>Capacity Change</source>
        <translation>Modifica della capacità</translation>
    </message>
    <message>
        <source>Request Change</source>
        <translation>Modifica della richiesta</translation>
    </message>
    <message>
        <source>Add Request</source>
        <translation>Aggiunta della richiesta</translation>
    </message>
    <message>
        <source>Remove Request</source>
        <translation>Rimozione della richiesta</translation>
    </message>
    <message>
        <source>Plan Change</source>
        <translation>Modifica del piano</translation>
    </message>
    <message>
        <source>Read Capacity</source>
        <translation>Lettura della capacità</translation>
    </message>
    <message>
        <source>Move Up</source>
        <translation>Sposta su</translation>
    </message>
    <message>
        <source>Move Down</source>
        <translation>Sposta giù</translation>
    </message>
    <message numerus="yes">
        <source>The plan has %n error(s); nothing of it can be exported until they are fixed (Open in the Wizard):</source>
        <translation>
            <numerusform>Il piano ha %n errore; non se ne può esportare nulla finché non è corretto (Apri nella procedura guidata):</numerusform>
            <numerusform>Il piano ha %n errori; non se ne può esportare nulla finché non sono corretti (Apri nella procedura guidata):</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 · plan errors</source>
        <translation>%1 · errori del piano</translation>
    </message>
    <message>
        <source>the priority must be a whole number from 1 (first) to %1; &quot;%2&quot; is not a whole number</source>
        <translation>la priorità deve essere un numero intero da 1 (la prima) a %1; &quot;%2&quot; non è un numero intero</translation>
    </message>
    <message numerus="yes">
        <source>%1: %2 of %n request(s) fit; busiest month %3, %4 (the cost %5)</source>
        <translation>
            <numerusform>%1: %2 richiesta su %n trova posto; mese più carico %3, %4 (il costo %5)</numerusform>
            <numerusform>%1: %2 richieste su %n trovano posto; mese più carico %3, %4 (il costo %5)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>; %n request(s) have a plan with errors (marked in the table)</source>
        <translation>
            <numerusform>; %n richiesta ha un piano con errori (segnata nella tabella)</numerusform>
            <numerusform>; %n richieste hanno un piano con errori (segnate nella tabella)</numerusform>
        </translation>
    </message>
    <message>
        <source>%1

An estimate, not a measurement (docs/sizing.md).</source>
        <translation>%1

Una stima, non una misura (docs/sizing.md).</translation>
    </message>
    <message>
        <source>Model and job</source>
        <translation>Modello e job</translation>
    </message>
    <message>
        <source>Model and &amp;Job…</source>
        <translation>Modello e &amp;job…</translation>
    </message>
    <message>
        <source>The model and job the selected request is for: the review says whether its slices hold the model and what the whole job costs (estimates).</source>
        <translation>Il modello e il job della richiesta selezionata: la revisione dice se le sue sezioni TPU contengono il modello e quanto costa l’intero job (stime).</translation>
    </message>
    <message>
        <source>Model and Job Change</source>
        <translation>Modifica di modello e job</translation>
    </message>
</context>
<context>
    <name>tpu::ui::ReviewWindow</name>
    <message>
        <source>Capacity Review</source>
        <translation>Revisione della capacità</translation>
    </message>
    <message>
        <source>Save Capacity Review</source>
        <translation>Salva la revisione della capacità</translation>
    </message>
    <message>
        <source>Capacity reviews (*.tpureview)</source>
        <translation>Revisioni della capacità (*.tpureview)</translation>
    </message>
    <message>
        <source>Import Plan</source>
        <translation>Importa piano</translation>
    </message>
    <message>
        <source>TPU plans (*.tpuplan *.json)</source>
        <translation>Piani TPU (*.tpuplan *.json)</translation>
    </message>
    <message>
        <source>Export Review Report</source>
        <translation>Esporta il report della revisione</translation>
    </message>
    <message>
        <source>Could not open the capacity review.

%1

Fix the file in a text editor at the place named above (docs/review-file.md describes it), or make a new one with `tpu-planner review new`.</source>
        <translation>Impossibile aprire la revisione della capacità.

%1

Correggi il file in un editor di testo nel punto indicato sopra (docs/review-file.md lo descrive), oppure creane uno nuovo con `tpu-planner review new`.</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;File</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Salva</translation>
    </message>
    <message>
        <source>Ctrl+S</source>
        <translation>Ctrl+S</translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation>Salva &amp;come…</translation>
    </message>
    <message>
        <source>Ctrl+Shift+S</source>
        <translation>Ctrl+Shift+S</translation>
    </message>
    <message>
        <source>&amp;Import Plan…</source>
        <translation>&amp;Importa piano…</translation>
    </message>
    <message>
        <source>Ctrl+I</source>
        <translation>Ctrl+I</translation>
    </message>
    <message>
        <source>Export Re&amp;port…</source>
        <translation>Esporta re&amp;port…</translation>
    </message>
    <message>
        <source>Ctrl+Shift+E</source>
        <translation>Ctrl+Shift+E</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>Chi&amp;udi</translation>
    </message>
    <message>
        <source>Ctrl+W</source>
        <translation>Ctrl+W</translation>
    </message>
    <message>
        <source>&amp;Review</source>
        <translation>&amp;Revisione</translation>
    </message>
    <message>
        <source>Open in the &amp;Wizard…</source>
        <translation>Apri nella &amp;procedura guidata…</translation>
    </message>
    <message>
        <source>Ctrl+Return</source>
        <translation>Ctrl+Return</translation>
    </message>
    <message>
        <source>&amp;Remove Request</source>
        <translation>Ri&amp;muovi richiesta</translation>
    </message>
    <message>
        <source>Move &amp;Up</source>
        <translation>Sposta &amp;su</translation>
    </message>
    <message>
        <source>Ctrl+Up</source>
        <translation>Ctrl+Up</translation>
    </message>
    <message>
        <source>Move &amp;Down</source>
        <translation>Sposta &amp;giù</translation>
    </message>
    <message>
        <source>Ctrl+Down</source>
        <translation>Ctrl+Down</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Visualizza</translation>
    </message>
    <message>
        <source>&amp;Mask Names</source>
        <translation>&amp;Maschera i nomi</translation>
    </message>
    <message>
        <source>Show teams, projects and reservations as placeholders.</source>
        <translation>Mostra team, progetti e prenotazioni come segnaposto.</translation>
    </message>
    <message>
        <source>&amp;Presentation</source>
        <translation>&amp;Presentazione</translation>
    </message>
    <message>
        <source>&amp;Leave Presentation</source>
        <translation>&amp;Esci dalla presentazione</translation>
    </message>
    <message>
        <source>Untitled review</source>
        <translation>Revisione senza titolo</translation>
    </message>
    <message>
        <source>The review was not saved: %1

Your changes are still here; save to another folder with File ▸ Save As….</source>
        <translation>La revisione non è stata salvata: %1

Le tue modifiche sono ancora qui; salva in un&apos;altra cartella con File ▸ Salva come….</translation>
    </message>
    <message>
        <source>Saved %1.</source>
        <translation>Salvato %1.</translation>
    </message>
    <message>
        <source>The plan was not imported.

%1

Fix the file in a text editor or in the wizard, then import it again.</source>
        <translation>Il piano non è stato importato.

%1

Correggi il file in un editor di testo o nella procedura guidata, poi importalo di nuovo.</translation>
    </message>
    <message>
        <source>new team</source>
        <translation>nuovo team</translation>
    </message>
    <message>
        <source>Imported %1 as the last request: type its team, title, priority and period in the table.</source>
        <translation>Importato %1 come ultima richiesta: scrivi team, titolo, priorità e periodo nella tabella.</translation>
    </message>
    <message>
        <source>Wrote %1.</source>
        <translation>Scritto %1.</translation>
    </message>
    <message>
        <source>Read Capacity from Project</source>
        <translation>Leggi la capacità dal progetto</translation>
    </message>
    <message>
        <source>The Google Cloud project whose TPU reservations and quota to read:</source>
        <translation>Il progetto Google Cloud di cui leggere prenotazioni e quota TPU:</translation>
    </message>
    <message>
        <source>Read &amp;Capacity from Project…</source>
        <translation>Leggi la &amp;capacità dal progetto…</translation>
    </message>
    <message>
        <source>Names are masked, and capacity read from a project shows them. Turn off View ▸ Mask Names, then read again.</source>
        <translation>I nomi sono mascherati, e la capacità letta da un progetto li mostra. Disattiva Visualizza ▸ Maschera i nomi, poi leggi di nuovo.</translation>
    </message>
    <message>
        <source>Not connected to a Google Cloud project, so nothing was read. Connect one in the main window (File ▸ Connect Project…), then choose Read Capacity from Project… again.</source>
        <translation>Nessun progetto Google Cloud connesso, quindi non è stato letto nulla. Connettine uno nella finestra principale (File ▸ Connetti progetto…), poi scegli di nuovo Leggi la capacità dal progetto….</translation>
    </message>
    <message>
        <source>Project &quot;%1&quot; %2. Nothing was read.</source>
        <translation>Il progetto &quot;%1&quot; %2. Non è stato letto nulla.</translation>
    </message>
    <message>
        <source>Reading the TPU reservations and quota of project %1…</source>
        <translation>Lettura delle prenotazioni e della quota TPU del progetto %1…</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annulla</translation>
    </message>
    <message>
        <source>Reading the capacity was cancelled; the review is unchanged.</source>
        <translation>La lettura della capacità è stata annullata; la revisione è invariata.</translation>
    </message>
    <message numerus="yes">
        <source>Read %n reservation(s)</source>
        <translation>
            <numerusform>Letta %n prenotazione</numerusform>
            <numerusform>Lette %n prenotazioni</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source> and %n quota(s) from project %1.</source>
        <translation>
            <numerusform> e %n quota dal progetto %1.</numerusform>
            <numerusform> e %n quote dal progetto %1.</numerusform>
        </translation>
    </message>
    <message>
        <source>PDF document (*.pdf);;PNG slides, 1920x1080 (*.png)</source>
        <translation>Documento PDF (*.pdf);;Diapositive PNG, 1920x1080 (*.png)</translation>
    </message>
    <message>
        <source>Text size %1 %</source>
        <translation>Dimensione del testo %1 %</translation>
    </message>
    <message>
        <source>La&amp;rger Text</source>
        <translation>Testo più &amp;grande</translation>
    </message>
    <message>
        <source>&amp;Smaller Text</source>
        <translation>Testo più p&amp;iccolo</translation>
    </message>
    <message>
        <source>&amp;Normal Text Size</source>
        <translation>Dimensione &amp;normale del testo</translation>
    </message>
    <message>
        <source>Ctrl+0</source>
        <translation>Ctrl+0</translation>
    </message>
    <message>
        <source>Wrote %1 to %2, one PNG per slide.</source>
        <translation>Scritti da %1 a %2, un PNG per diapositiva.</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Modifica</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Annulla</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Ripeti</translation>
    </message>
    <message>
        <source>Ask &amp;Google When This Can Be Had</source>
        <translation>Chiedi a Google &amp;quando si può avere</translation>
    </message>
    <message>
        <source>&amp;%1 Recent review %1 (name masked)</source>
        <translation>&amp;%1 Revisione recente %1 (nome mascherato)</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>Apri &amp;recenti</translation>
    </message>
    <message>
        <source>%1: Model and Job</source>
        <translation>%1: modello e job</translation>
    </message>
    <message>
        <source>Model and &amp;Job…</source>
        <translation>Modello e &amp;job…</translation>
    </message>
</context>
<context>
    <name>tpu::ui::SizeDialog</name>
    <message>
        <source>Size from a Model</source>
        <translation>Dimensiona da un modello</translation>
    </message>
    <message>
        <source>Model and job</source>
        <translation>Modello e job</translation>
    </message>
    <message>
        <source>A parameter count</source>
        <translation>Un numero di parametri</translation>
    </message>
    <message>
        <source>Parameters, e.g. 70e9 or 70B (k, M, B, T are decimal).</source>
        <translation>Parametri, ad es. 70e9 o 70B (k, M, B, T sono decimali).</translation>
    </message>
    <message>
        <source>&amp;Training</source>
        <translation>&amp;Addestramento</translation>
    </message>
    <message>
        <source>S&amp;erving</source>
        <translation>S&amp;erving</translation>
    </message>
    <message>
        <source>&amp;Model:</source>
        <translation>&amp;Modello:</translation>
    </message>
    <message>
        <source>&amp;Parameters:</source>
        <translation>&amp;Parametri:</translation>
    </message>
    <message>
        <source>Job:</source>
        <translation>Job:</translation>
    </message>
    <message>
        <source>Training</source>
        <translation>Addestramento</translation>
    </message>
    <message>
        <source>Assumed model FLOPs utilisation: the share of the peak bf16 FLOP/s the job achieves (the book assumes 40 %).</source>
        <translation>Utilizzo dei FLOP del modello (MFU) ipotizzato: la quota dei FLOP/s di picco bf16 che il job raggiunge (il libro assume il 40 %).</translation>
    </message>
    <message>
        <source>T&amp;okens:</source>
        <translation>T&amp;oken:</translation>
    </message>
    <message>
        <source>&amp;Global batch (tokens):</source>
        <translation>Batch &amp;globale (token):</translation>
    </message>
    <message>
        <source>&amp;Checkpoints per layer:</source>
        <translation>&amp;Checkpoint per strato:</translation>
    </message>
    <message>
        <source>the minimum that holds it</source>
        <translation>il minimo che lo contiene</translation>
    </message>
    <message>
        <source>The chips the time and the FSDP bound are for; Use This Fit asks for at least this many.</source>
        <translation>I chip a cui si riferiscono il tempo e il limite FSDP; Usa questo risultato ne chiede almeno altrettanti.</translation>
    </message>
    <message>
        <source>C&amp;hips:</source>
        <translation>C&amp;hip:</translation>
    </message>
    <message>
        <source>Serving</source>
        <translation>Serving</translation>
    </message>
    <message>
        <source>e.g. 2000 (optional)</source>
        <translation>ad es. 2000 (facoltativo)</translation>
    </message>
    <message>
        <source>Conte&amp;xt (tokens):</source>
        <translation>Conte&amp;sto (token):</translation>
    </message>
    <message>
        <source>&amp;Batch (sequences):</source>
        <translation>&amp;Batch (sequenze):</translation>
    </message>
    <message>
        <source>&amp;Weights:</source>
        <translation>Pes&amp;i:</translation>
    </message>
    <message>
        <source>&amp;KV cache:</source>
        <translation>Cache &amp;KV:</translation>
    </message>
    <message>
        <source>&lt;b&gt;Estimates&lt;/b&gt;, not measurements: the catalog&apos;s published chip figures in the formulas of &lt;i&gt;How to Scale Your Model&lt;/i&gt; (docs/sizing.md names every formula and convention). The arithmetic of the selected version is shown below the table.</source>
        <translation>&lt;b&gt;Stime&lt;/b&gt;, non misure: i dati pubblicati dei chip nel catalogo nelle formule di &lt;i&gt;How to Scale Your Model&lt;/i&gt; (docs/sizing.md indica ogni formula e convenzione). I calcoli della versione selezionata sono sotto la tabella.</translation>
    </message>
    <message>
        <source>&amp;Use This Fit</source>
        <translation>&amp;Usa questo risultato</translation>
    </message>
    <message>
        <source>Set the plan&apos;s TPU version, machine type, topology and zone to the cheapest slice of the selected version that holds the model.</source>
        <translation>Imposta versione TPU, tipo di macchina, topologia e zona del piano sulla sezione TPU più economica della versione selezionata che contiene il modello.</translation>
    </message>
    <message>
        <source>Parameters: type a count such as 70e9 or 70B.</source>
        <translation>Parametri: digita un numero come 70e9 o 70B.</translation>
    </message>
    <message>
        <source>%1: type a positive number such as 8192, 4M or 2T.</source>
        <translation>%1: digita un numero positivo come 8192, 4M o 2T.</translation>
    </message>
    <message>
        <source>Tokens</source>
        <translation>Token</translation>
    </message>
    <message>
        <source>Global batch</source>
        <translation>Batch globale</translation>
    </message>
    <message>
        <source>Chips</source>
        <translation>Chip</translation>
    </message>
    <message>
        <source>Chips: type a whole number.</source>
        <translation>Chip: digita un numero intero.</translation>
    </message>
    <message>
        <source>Context</source>
        <translation>Contesto</translation>
    </message>
    <message>
        <source>Batch</source>
        <translation>Batch</translation>
    </message>
    <message>
        <source>Target tokens/s</source>
        <translation>Token/s obiettivo</translation>
    </message>
    <message>
        <source>TPU version</source>
        <translation>Versione TPU</translation>
    </message>
    <message>
        <source>HBM per chip</source>
        <translation>HBM per chip</translation>
    </message>
    <message>
        <source>Minimum chips</source>
        <translation>Chip minimi</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Tempo</translation>
    </message>
    <message>
        <source>FSDP</source>
        <translation>FSDP</translation>
    </message>
    <message>
        <source>Smallest slice</source>
        <translation>Sezione TPU più piccola</translation>
    </message>
    <message>
        <source>Decode step</source>
        <translation>Passo di decodifica</translation>
    </message>
    <message>
        <source>Tokens/s</source>
        <translation>Token/s</translation>
    </message>
    <message>
        <source>Replicas</source>
        <translation>Repliche</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>sconosciuto</translation>
    </message>
    <message>
        <source>%1 (too few)</source>
        <translation>%1 (troppo pochi)</translation>
    </message>
    <message>
        <source>compute-bound</source>
        <translation>limitato dal calcolo</translation>
    </message>
    <message>
        <source>communication-bound</source>
        <translation>limitato dalla comunicazione</translation>
    </message>
    <message>
        <source>%1 (%2 chips)</source>
        <translation>%1 (%2 chip)</translation>
    </message>
    <message>
        <source>none listed holds it</source>
        <translation>nessuna di quelle elencate lo contiene</translation>
    </message>
    <message>
        <source>ESTIMATE, not a measurement.
</source>
        <translation>STIMA, non una misura.
</translation>
    </message>
    <message>
        <source>Parameters
    P = 3·D·F·L + 2·D·H·(N+K)·L + %1·D·V
    = %2 + %3 + %4 = %5   [How to Scale Your Model, part 4]
</source>
        <translation>Parametri
    P = 3·D·F·L + 2·D·H·(N+K)·L + %1·D·V
    = %2 + %3 + %4 = %5   [How to Scale Your Model, parte 4]
</translation>
    </message>
    <message>
        <source>Not modelled: %1
</source>
        <translation>Non modellato: %1
</translation>
    </message>
    <message>
        <source>On %1:
</source>
        <translation>Su %1:
</translation>
    </message>
    <message>
        <source>No slice of this version holds it.</source>
        <translation>Nessuna sezione TPU di questa versione lo contiene.</translation>
    </message>
    <message>
        <source>No %1 slice for %2 chips passes the rules in %3 mode.</source>
        <translation>Nessuna sezione TPU %1 da %2 chip supera le regole in modalità %3.</translation>
    </message>
    <message>
        <source>The plan now uses %1 %2 %3 in %4.</source>
        <translation>Il piano ora usa %1 %2 %3 in %4.</translation>
    </message>
    <message>
        <source>%1 × %2 slices</source>
        <translation>%1 × %2 sezioni TPU</translation>
    </message>
    <message>
        <source>Target toke&amp;ns/s:</source>
        <translation>Toke&amp;n/s obiettivo:</translation>
    </message>
    <message>
        <source>M&amp;FU:</source>
        <translation>M&amp;FU:</translation>
    </message>
    <message>
        <source>%1 parameters</source>
        <translation>%1 parametri</translation>
    </message>
    <message>
        <source>Figure: %1
</source>
        <translation>Dato: %1
</translation>
    </message>
    <message>
        <source>Set the Request&apos;s &amp;Job</source>
        <translation>Imposta il &amp;job della richiesta</translation>
    </message>
    <message>
        <source>Give the request this model and job and keep its plan as it is: the review says whether its slices hold the model and what the whole job costs.</source>
        <translation>Dà alla richiesta questo modello e questo job e lascia il suo piano com’è: la revisione dice se le sue sezioni TPU contengono il modello e quanto costa l’intero job.</translation>
    </message>
    <message>
        <source>&amp;No Job</source>
        <translation>&amp;Togli il job</translation>
    </message>
    <message>
        <source>Take the model and job away from the request: capacity only.</source>
        <translation>Toglie modello e job alla richiesta: solo capacità.</translation>
    </message>
</context>
<context>
    <name>tpu::ui::SourceLinks</name>
    <message>
        <source>every value</source>
        <translation>tutti i valori</translation>
    </message>
    <message>
        <source>Spot price</source>
        <translation>prezzo Spot</translation>
    </message>
    <message>
        <source>on-demand price</source>
        <translation>prezzo on demand</translation>
    </message>
    <message>
        <source>1-year commitment price</source>
        <translation>prezzo con impegno di 1 anno</translation>
    </message>
    <message>
        <source>3-year commitment price</source>
        <translation>prezzo con impegno di 3 anni</translation>
    </message>
    <message>
        <source>zone</source>
        <translation>zona</translation>
    </message>
    <message>
        <source>topology</source>
        <translation>topologia</translation>
    </message>
    <message>
        <source>quota scope</source>
        <translation>ambito della quota</translation>
    </message>
    <message>
        <source>on-demand quota metric</source>
        <translation>metrica della quota on demand</translation>
    </message>
    <message>
        <source>Spot quota metric</source>
        <translation>metrica della quota Spot</translation>
    </message>
    <message>
        <source>largest slice</source>
        <translation>sezione TPU più grande</translation>
    </message>
    <message>
        <source>Autopilot machine shape</source>
        <translation>forma della macchina Autopilot</translation>
    </message>
    <message>
        <source>HBM</source>
        <translation>HBM</translation>
    </message>
    <message>
        <source>ICI bandwidth</source>
        <translation>larghezza di banda ICI</translation>
    </message>
    <message>
        <source>HBM bandwidth</source>
        <translation>larghezza di banda HBM</translation>
    </message>
    <message>
        <source>bf16 TFLOPS</source>
        <translation>TFLOPS bf16</translation>
    </message>
    <message>
        <source>status</source>
        <translation>stato</translation>
    </message>
    <message>
        <source>minimum GKE version</source>
        <translation>versione GKE minima</translation>
    </message>
    <message>
        <source>memory</source>
        <translation>memoria</translation>
    </message>
    <message>
        <source>vCPU</source>
        <translation>vCPU</translation>
    </message>
    <message>
        <source>NUMA nodes</source>
        <translation>nodi NUMA</translation>
    </message>
    <message>
        <source>disk types</source>
        <translation>tipi di disco</translation>
    </message>
    <message>
        <source>chips per VM</source>
        <translation>chip per VM</translation>
    </message>
    <message>
        <source>preemption likelihood</source>
        <translation>probabilità di prerilascio</translation>
    </message>
    <message>
        <source>Source:</source>
        <translation>Fonte:</translation>
    </message>
    <message>
        <source>Sources:</source>
        <translation>Fonti:</translation>
    </message>
    <message>
        <source>Not confirmed:</source>
        <translation>Non confermati:</translation>
    </message>
    <message>
        <source>built in</source>
        <translation>integrato</translation>
    </message>
    <message>
        <source>Catalog %1 of %2 (%3)</source>
        <translation>Catalogo %1 del %2 (%3)</translation>
    </message>
</context>
<context>
    <name>tpu::ui::SummaryModel</name>
    <message>
        <source>unknown</source>
        <translation>sconosciuto</translation>
    </message>
    <message>
        <source>The catalog has no value for this, so it is not known.</source>
        <translation>Il catalogo non ha un valore per questo dato, quindi è sconosciuto.</translation>
    </message>
    <message>
        <source> (?)</source>
        <translation> (?)</translation>
    </message>
    <message>
        <source>Uncertain: %1</source>
        <translation>Incerto: %1</translation>
    </message>
    <message>
        <source>Slices</source>
        <translation>Sezioni TPU</translation>
    </message>
    <message>
        <source>VMs (nodes)</source>
        <translation>VM (nodi)</translation>
    </message>
    <message>
        <source>VMs</source>
        <translation>VM</translation>
    </message>
    <message>
        <source>TPU chips</source>
        <translation>Chip TPU</translation>
    </message>
    <message>
        <source>Chips</source>
        <translation>Chip</translation>
    </message>
    <message>
        <source>vCPU</source>
        <translation>vCPU</translation>
    </message>
    <message>
        <source>Memory (GiB)</source>
        <translation>Memoria (GiB)</translation>
    </message>
    <message>
        <source>HBM (GiB)</source>
        <translation>HBM (GiB)</translation>
    </message>
    <message>
        <source>Peak bf16 (PFLOP/s)</source>
        <translation>Picco bf16 (PFLOP/s)</translation>
    </message>
    <message>
        <source>bf16 (PFLOP/s)</source>
        <translation>bf16 (PFLOP/s)</translation>
    </message>
    <message>
        <source>Quota (metric unknown), chips</source>
        <translation>Quota (metrica sconosciuta), chip</translation>
    </message>
    <message>
        <source>Quota %1, chips</source>
        <translation>Quota %1, chip</translation>
    </message>
    <message>
        <source>Quota</source>
        <translation>Quota</translation>
    </message>
    <message>
        <source>Cost per hour, %1 (%2)</source>
        <translation>Costo all&apos;ora, %1 (%2)</translation>
    </message>
    <message>
        <source>Cost per 30-day month, %1 (%2)</source>
        <translation>Costo per mese di 30 giorni, %1 (%2)</translation>
    </message>
    <message>
        <source>Figure</source>
        <translation>Voce</translation>
    </message>
    <message>
        <source>Per slice</source>
        <translation>Per sezione TPU</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Totale</translation>
    </message>
    <message>
        <source>▶ %1 (this plan)</source>
        <translation>▶ %1 (questo piano)</translation>
    </message>
    <message>
        <source>Counted in %1.</source>
        <translation>Conteggiata in %1.</translation>
    </message>
</context>
<context>
    <name>tpu::ui::SummaryPage</name>
    <message>
        <source>What the plan adds up to, what the rules found, and the files that make it real.</source>
        <translation>A cosa corrisponde il piano, cosa hanno rilevato le regole e i file che lo rendono reale.</translation>
    </message>
    <message>
        <source>&amp;Copy File</source>
        <translation>&amp;Copia file</translation>
    </message>
    <message>
        <source>Copy the file shown to the clipboard.</source>
        <translation>Copia negli appunti il file mostrato.</translation>
    </message>
    <message>
        <source>E&amp;xport to Folder…</source>
        <translation>E&amp;sporta in una cartella…</translation>
    </message>
    <message>
        <source>Copied %1 to the clipboard.</source>
        <translation>%1 copiato negli appunti.</translation>
    </message>
    <message>
        <source>The plan has errors (see the Findings panel); fix them to export.</source>
        <translation>Il piano contiene errori (vedi il riquadro Segnalazioni); correggili per esportare.</translation>
    </message>
    <message>
        <source>Write these files into a folder, replacing files of the same name.</source>
        <translation>Scrive questi file in una cartella, sostituendo i file con lo stesso nome.</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Findings&lt;/h3&gt;&lt;p&gt;None: the plan passes every rule.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Segnalazioni&lt;/h3&gt;&lt;p&gt;Nessuna: il piano rispetta tutte le regole.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Findings&lt;/h3&gt;</source>
        <translation>&lt;h3&gt;Segnalazioni&lt;/h3&gt;</translation>
    </message>
    <message>
        <source>%1 (preview)</source>
        <translation>%1 (anteprima)</translation>
    </message>
    <message>
        <source>&amp;Resources and Cost</source>
        <translation>&amp;Risorse e costi</translation>
    </message>
    <message>
        <source>&amp;Alternatives</source>
        <translation>&amp;Alternative</translation>
    </message>
    <message>
        <source>not chosen yet</source>
        <translation>da scegliere</translation>
    </message>
    <message>
        <source>new cluster %1</source>
        <translation>nuovo cluster %1</translation>
    </message>
    <message>
        <source>existing cluster %1</source>
        <translation>cluster esistente %1</translation>
    </message>
    <message>
        <source>%1 %2, %3</source>
        <translation>%1 %2, %3</translation>
    </message>
    <message>
        <source>TPU version not chosen yet</source>
        <translation>versione TPU da scegliere</translation>
    </message>
    <message>
        <source>%1 slices</source>
        <translation>%1 sezioni TPU</translation>
    </message>
    <message>
        <source>zone %1</source>
        <translation>zona %1</translation>
    </message>
    <message>
        <source>reservation %1</source>
        <translation>prenotazione %1</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;small&gt;▶ This plan runs on demand.&lt;/small&gt;&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;small&gt;▶ Questo piano viene eseguito on demand.&lt;/small&gt;&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;small&gt;▶ This plan runs on Spot VMs: cheaper, but GKE may reclaim them at any time.&lt;/small&gt;&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;small&gt;▶ Questo piano viene eseguito su VM spot: più economiche, ma GKE può recuperarle in qualsiasi momento.&lt;/small&gt;&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;small&gt;▶ Reserved capacity is billed at the on-demand price, less any commitment that covers it.&lt;/small&gt;&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;small&gt;▶ La capacità prenotata viene fatturata al prezzo on demand, al netto di eventuali impegni che la coprono.&lt;/small&gt;&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;small&gt;Flex-start has its own price, which the catalog does not hold: no row applies.&lt;/small&gt;&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;small&gt;Flex-start ha un proprio prezzo, che il catalogo non contiene: nessuna riga è applicabile.&lt;/small&gt;&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Findings</source>
        <translation>Segnalazioni</translation>
    </message>
    <message>
        <source>What the rules found in the plan: errors first, each with what to do and its source.</source>
        <translation>Ciò che le regole hanno rilevato nel piano: prima gli errori, ciascuno con cosa fare e la sua fonte.</translation>
    </message>
    <message>
        <source>Model:</source>
        <translation>Modello:</translation>
    </message>
    <message>
        <source>any matching reservation, never on-demand</source>
        <translation>qualsiasi prenotazione corrispondente, mai on demand</translation>
    </message>
</context>
<context>
    <name>tpu::ui::SummaryView</name>
    <message>
        <source>The plan does not describe a complete slice yet: the totals, quota and cost appear once it does.</source>
        <translation>Il piano non descrive ancora una sezione TPU completa: i totali, la quota e il costo compariranno quando lo farà.</translation>
    </message>
    <message>
        <source>Cost per 30-day month by consumption option</source>
        <translation>Costo per mese di 30 giorni, per opzione di consumo</translation>
    </message>
    <message>
        <source>%1 · %2 · %3%4 (%5) · %6 per slice, %7 chips each (google.com/tpu)</source>
        <translation>%1 · %2 · %3%4 (%5) · %6 per sezione TPU, %7 chip ciascuna (google.com/tpu)</translation>
    </message>
    <message>
        <source> custom</source>
        <translation> personalizzata</translation>
    </message>
    <message>
        <source>multi-host</source>
        <translation>multi-host</translation>
    </message>
    <message>
        <source>single-host</source>
        <translation>host singolo</translation>
    </message>
    <message numerus="yes">
        <source>%n VM(s)</source>
        <translation>
            <numerusform>%n VM</numerusform>
            <numerusform>%n VM</numerusform>
        </translation>
    </message>
    <message>
        <source>The catalog has no price for %1 in %2: the cost is unknown.</source>
        <translation>Il catalogo non ha un prezzo per %1 in %2: il costo è sconosciuto.</translation>
    </message>
    <message>
        <source>this region</source>
        <translation>questa regione</translation>
    </message>
    <message>
        <source>Prices for %1, %2 per chip-hour, as of %3. Values marked (?) are uncertain: hover for why.</source>
        <translation>Prezzi per %1, in %2 per chip all&apos;ora, al %3. I valori contrassegnati con (?) sono incerti: passa il mouse per sapere perché.</translation>
    </message>
    <message>
        <source>Summary</source>
        <translation>Riepilogo</translation>
    </message>
    <message>
        <source>The plan&apos;s resources, quota and cost: per slice and in total, one row each.</source>
        <translation>Risorse, quota e costo del piano: per sezione TPU e in totale, una riga ciascuno.</translation>
    </message>
    <message>
        <source>Resources and cost</source>
        <translation>Risorse e costi</translation>
    </message>
    <message>
        <source>%1 per 30-day month (720 hours)</source>
        <translation>%1 per mese di 30 giorni (720 ore)</translation>
    </message>
    <message>
        <source>VMs, chips and vCPUs</source>
        <translation>VM, chip e vCPU</translation>
    </message>
    <message>
        <source>Count (log scale)</source>
        <translation>Numero (scala logaritmica)</translation>
    </message>
    <message>
        <source>Memory: host and HBM</source>
        <translation>Memoria: host e HBM</translation>
    </message>
    <message>
        <source>GiB</source>
        <translation>GiB</translation>
    </message>
    <message>
        <source>Peak bf16 compute</source>
        <translation>Calcolo bf16 di picco</translation>
    </message>
    <message>
        <source>PFLOP/s</source>
        <translation>PFLOP/s</translation>
    </message>
</context>
<context>
    <name>tpu::ui::TopologyPage</name>
    <message>
        <source>The physical arrangement of chips in a slice. It decides the number of VMs and whether the slice is single-host or multi-host.</source>
        <translation>La disposizione fisica dei chip in una sezione TPU. Determina il numero di VM e se la sezione è a host singolo o multi-host.</translation>
    </message>
    <message>
        <source>Lis&amp;ted topologies:</source>
        <translation>&amp;Topologie elencate:</translation>
    </message>
    <message>
        <source>e.g. 8x12x16</source>
        <translation>es. 8x12x16</translation>
    </message>
    <message>
        <source>Multislice: several slices of the same shape joined over the data-center network. Each slice gets its own node pool.</source>
        <translation>Multislice: più sezioni TPU della stessa forma collegate tramite la rete del data center. Ogni sezione ha il proprio pool di nodi.</translation>
    </message>
    <message>
        <source>C&amp;ustom topology:</source>
        <translation>Topologia pers&amp;onalizzata:</translation>
    </message>
    <message>
        <source>&amp;Slices:</source>
        <translation>&amp;Sezioni TPU:</translation>
    </message>
    <message>
        <source>Custom topologies are not offered for %1 in %2 mode: choose a listed one.</source>
        <translation>Le topologie personalizzate non sono disponibili per %1 in modalità %2: scegline una elencata.</translation>
    </message>
    <message>
        <source>Choose a TPU version first (step 2).</source>
        <translation>Scegli prima una versione TPU (passaggio 2).</translation>
    </message>
    <message>
        <source>Multislice: several slices of the same shape joined over the data-center network; each slice gets its own node pool.</source>
        <translation>Multislice: più sezioni TPU della stessa forma collegate tramite la rete del data center; ogni sezione ha il proprio pool di nodi.</translation>
    </message>
    <message>
        <source>%1 does not support Multislice.</source>
        <translation>%1 non supporta Multislice.</translation>
    </message>
    <message>
        <source>This version</source>
        <translation>Questa versione</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; = %2 chips on &lt;b&gt;%3 VMs&lt;/b&gt; of %4 chips: &lt;b&gt;multi-host&lt;/b&gt;. GKE creates the slice&apos;s VMs together and scales them as one unit (0 or %3 nodes); the workload runs one Pod per VM, each requesting &lt;code&gt;google.com/tpu: %4&lt;/code&gt;.</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; = %2 chip su &lt;b&gt;%3 VM&lt;/b&gt; da %4 chip: &lt;b&gt;multi-host&lt;/b&gt;. GKE crea insieme le VM della sezione TPU e le scala come un&apos;unica unità (0 o %3 nodi); il carico di lavoro esegue un pod per VM, ciascuno con la richiesta &lt;code&gt;google.com/tpu: %4&lt;/code&gt;.</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; = %2 chip(s) on &lt;b&gt;one VM&lt;/b&gt;: &lt;b&gt;single-host&lt;/b&gt;. The workload is one Pod requesting &lt;code&gt;google.com/tpu: %2&lt;/code&gt;.</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; = %2 chip su &lt;b&gt;una VM&lt;/b&gt;: &lt;b&gt;host singolo&lt;/b&gt;. Il carico di lavoro è un pod con la richiesta &lt;code&gt;google.com/tpu: %2&lt;/code&gt;.</translation>
    </message>
    <message>
        <source> %1 is listed for %2: one row per machine type, so it can be either one larger VM (single-host) or several smaller ones (multi-host). Pick the row you want.</source>
        <translation> %1 è elencata per %2: una riga per tipo di macchina, quindi può essere una VM più grande (host singolo) o più VM più piccole (multi-host). Scegli la riga che preferisci.</translation>
    </message>
    <message>
        <source> and </source>
        <translation> e </translation>
    </message>
    <message>
        <source> &lt;b&gt;%1 slices&lt;/b&gt;: %2 VMs and %3 chips in all.</source>
        <translation> &lt;b&gt;%1 sezioni TPU&lt;/b&gt;: %2 VM e %3 chip in tutto.</translation>
    </message>
    <message>
        <source>Listed topologies</source>
        <translation>Topologie elencate</translation>
    </message>
    <message>
        <source>✖ %1</source>
        <translation>✖ %1</translation>
    </message>
    <message>
        <source>Try %1</source>
        <translation>Prova %1</translation>
    </message>
    <message>
        <source>Use %1 instead of %2.</source>
        <translation>Usa %1 invece di %2.</translation>
    </message>
    <message>
        <source>Custom topologies: %1. Uses %2. Checked as you type.</source>
        <translation>Topologie personalizzate: %1. Usa %2. Verificata mentre scrivi.</translation>
    </message>
</context>
<context>
    <name>tpu::ui::TopologyPanel</name>
    <message>
        <source>&amp;Layer: all</source>
        <translation>&amp;Livello: tutti</translation>
    </message>
    <message>
        <source>Show one layer (z) of a 3D slice; leftmost shows every layer.</source>
        <translation>Mostra un livello (z) di una sezione TPU 3D; tutto a sinistra mostra ogni livello.</translation>
    </message>
    <message>
        <source>&amp;ICI links</source>
        <translation>Collegame&amp;nti ICI</translation>
    </message>
    <message>
        <source>Inter-chip links between neighbouring chips; dashed stubs mark wraparound (torus) links.</source>
        <translation>Collegamenti tra chip adiacenti; i tratti spezzati indicano i collegamenti di ritorno (toro).</translation>
    </message>
    <message>
        <source>&amp;Reset View</source>
        <translation>&amp;Reimposta vista</translation>
    </message>
    <message>
        <source>Export &amp;PNG…</source>
        <translation>Esporta &amp;PNG…</translation>
    </message>
    <message>
        <source>Export SV&amp;G…</source>
        <translation>Esporta SV&amp;G…</translation>
    </message>
    <message>
        <source>&amp;Layer: z = %1</source>
        <translation>&amp;Livello: z = %1</translation>
    </message>
    <message>
        <source>Export Topology as SVG</source>
        <translation>Esporta topologia come SVG</translation>
    </message>
    <message>
        <source>Export Topology as PNG</source>
        <translation>Esporta topologia come PNG</translation>
    </message>
    <message>
        <source>SVG images (*.svg)</source>
        <translation>Immagini SVG (*.svg)</translation>
    </message>
    <message>
        <source>PNG images (*.png)</source>
        <translation>Immagini PNG (*.png)</translation>
    </message>
    <message>
        <source>Export Topology</source>
        <translation>Esporta topologia</translation>
    </message>
    <message>
        <source>VM (host)</source>
        <translation>VM (host)</translation>
    </message>
    <message>
        <source>Slice</source>
        <translation>Sezione TPU</translation>
    </message>
    <message>
        <source>ICI axis</source>
        <translation>Asse ICI</translation>
    </message>
    <message>
        <source>What the colours show; the legend above the grid explains them.</source>
        <translation>Cosa mostrano i colori; la legenda sopra la griglia li spiega.</translation>
    </message>
    <message>
        <source>&amp;Colour by:</source>
        <translation>&amp;Colora per:</translation>
    </message>
    <message>
        <source>Selected VM</source>
        <translation>VM selezionata</translation>
    </message>
    <message>
        <source>Click a chip to see its VM: its chips, node pool and TPU_WORKER_ID. Drag to orbit, wheel to zoom; keys: arrows, +/−, 0, Page Up/Down, L.</source>
        <translation>Fai clic su un chip per vederne la VM: i suoi chip, il pool di nodi e il TPU_WORKER_ID. Trascina per ruotare, rotellina per lo zoom; tasti: frecce, +/−, 0, Pag su/giù, L.</translation>
    </message>
    <message>
        <source>4×4×4 block</source>
        <translation>Blocco 4×4×4</translation>
    </message>
</context>
<context>
    <name>tpu::ui::TopologyTableModel</name>
    <message>
        <source>multi-host</source>
        <translation>multi-host</translation>
    </message>
    <message>
        <source>single-host</source>
        <translation>host singolo</translation>
    </message>
    <message>
        <source>Uncertain: %1</source>
        <translation>Incerto: %1</translation>
    </message>
    <message>
        <source>%1 VMs of %2 chips, created and scaled together as one node pool.</source>
        <translation>%1 VM da %2 chip, create e scalate insieme come un unico pool di nodi.</translation>
    </message>
    <message>
        <source>One VM with %1 chip(s).</source>
        <translation>Una VM con %1 chip.</translation>
    </message>
    <message>
        <source>Topology</source>
        <translation>Topologia</translation>
    </message>
    <message>
        <source>Machine type</source>
        <translation>Tipo di macchina</translation>
    </message>
    <message>
        <source>Chips</source>
        <translation>Chip</translation>
    </message>
    <message>
        <source>VMs</source>
        <translation>VM</translation>
    </message>
    <message>
        <source>Host type</source>
        <translation>Tipo di host</translation>
    </message>
</context>
<context>
    <name>tpu::ui::TopologyView</name>
    <message>
        <source>Slice topology</source>
        <translation>Topologia della sezione TPU</translation>
    </message>
    <message>
        <source>Drag to orbit, wheel to zoom, click a chip to select its VM. Keys: arrows, +/-, 0 to reset, Page Up/Down for layers, L for links.</source>
        <translation>Trascina per ruotare, usa la rotellina per lo zoom, fai clic su un chip per selezionarne la VM. Tasti: frecce, +/-, 0 per reimpostare, Pag su/giù per i livelli, L per i collegamenti.</translation>
    </message>
    <message>
        <source>There is no slice to export.</source>
        <translation>Non c&apos;è nessuna sezione TPU da esportare.</translation>
    </message>
    <message>
        <source>Could not write %1.</source>
        <translation>Impossibile scrivere %1.</translation>
    </message>
    <message>
        <source>TPU slice topology</source>
        <translation>Topologia della sezione TPU</translation>
    </message>
    <message>
        <source>Slice %1 of %2</source>
        <translation>Sezione %1 di %2</translation>
    </message>
    <message>
        <source>
Node pool %1</source>
        <translation>
Pool di nodi %1</translation>
    </message>
    <message>
        <source>No slice to show.</source>
        <translation>Nessuna sezione TPU da mostrare.</translation>
    </message>
    <message>
        <source>Cannot draw this slice: %1</source>
        <translation>Impossibile disegnare questa sezione TPU: %1</translation>
    </message>
    <message>
        <source>%1 × %2 × %3 chips · %4 VM(s) of %5 chips per slice · %6 slice(s)</source>
        <translation>%1 × %2 × %3 chip · %4 VM/sezione da %5 chip · sezioni: %6</translation>
    </message>
    <message>
        <source> · layer z = %1</source>
        <translation> · livello z = %1</translation>
    </message>
    <message>
        <source> · dashed stubs: wraparound links</source>
        <translation> · tratteggio: collegamenti di ritorno (toro)</translation>
    </message>
    <message>
        <source> · %1 chips in all</source>
        <translation> · %1 chip in tutto</translation>
    </message>
    <message>
        <source>REJECTED — %1. Drawn greyed out for reference; this shape cannot be planned. (%2)</source>
        <translation>RIFIUTATA — %1. Disegnata in grigio come riferimento; questa forma non può essere pianificata. (%2)</translation>
    </message>
    <message>
        <source>Could not start drawing.</source>
        <translation>Impossibile iniziare il disegno.</translation>
    </message>
    <message>
        <source>Could not finish drawing.</source>
        <translation>Impossibile completare il disegno.</translation>
    </message>
    <message>
        <source>Chip (%1, %2, %3) · slice %4 of %5
VM %6 of %7 · TPU_WORKER_ID %6*</source>
        <translation>Chip (%1, %2, %3) · sezione %4 di %5
VM %6 di %7 · TPU_WORKER_ID %6*</translation>
    </message>
    <message>
        <source>
Node pool %1 (one node per VM)</source>
        <translation>
Pool di nodi %1 (un nodo per VM)</translation>
    </message>
    <message>
        <source>
* the planner&apos;s numbering</source>
        <translation>
* numerazione del planner</translation>
    </message>
    <message>
        <source>, node pool %1</source>
        <translation>, pool di nodi %1</translation>
    </message>
    <message>
        <source>Slice %1 of %2%3: %4 VMs, %5 chips.</source>
        <translation>Sezione %1 di %2%3: %4 VM, %5 chip.</translation>
    </message>
    <message>
        <source>VM %1 of %2 in slice %3 of %4%5. TPU_WORKER_ID %1 (the planner&apos;s own numbering). Chips (%6): %7.</source>
        <translation>VM %1 di %2 nella sezione %3 di %4%5. TPU_WORKER_ID %1 (numerazione propria del planner). Chip (%6): %7.</translation>
    </message>
    <message>
        <source> Clicked chip: (%1, %2, %3).</source>
        <translation> Chip cliccato: (%1, %2, %3).</translation>
    </message>
    <message>
        <source>No VM selected.</source>
        <translation>Nessuna VM selezionata.</translation>
    </message>
    <message>
        <source>
%1 VMs, %2 chips</source>
        <translation>
%1 VM, %2 chip</translation>
    </message>
</context>
<context>
    <name>tpu::ui::VersionPage</name>
    <message>
        <source>Each TPU version has its own price, performance and host VM. Pick a machine type: it decides the chips per VM.</source>
        <translation>Ogni versione TPU ha il proprio prezzo, le proprie prestazioni e la propria VM host. Scegli un tipo di macchina: determina i chip per VM.</translation>
    </message>
    <message>
        <source>&amp;Machine types:</source>
        <translation>&amp;Tipi di macchina:</translation>
    </message>
    <message>
        <source>Values marked (?) are not confirmed by Google&apos;s docs: hover for why. Prices: list prices in USD per chip-hour; TFLOPS and HBM: per chip.</source>
        <translation>I valori contrassegnati con (?) non sono confermati dalla documentazione di Google: passa il mouse per sapere perché. Prezzi: prezzi di listino in USD per chip all&apos;ora; TFLOPS e HBM: per chip.</translation>
    </message>
    <message>
        <source>Select a machine type to see what it trades off.</source>
        <translation>Seleziona un tipo di macchina per vederne vantaggi e compromessi.</translation>
    </message>
    <message>
        <source>unknown %1</source>
        <translation>%1 sconosciuto</translation>
    </message>
    <message>
        <source>&lt;p&gt;%1 chip(s) per VM (the Pod&apos;s &lt;code&gt;google.com/tpu&lt;/code&gt; request); each VM has %2, %3 and %4.&lt;/p&gt;</source>
        <translation>&lt;p&gt;%1 chip per VM (la richiesta &lt;code&gt;google.com/tpu&lt;/code&gt; del pod); ogni VM ha %2, %3 e %4.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>vCPU</source>
        <translation>vCPU</translation>
    </message>
    <message>
        <source>GiB memory</source>
        <translation>GiB di memoria</translation>
    </message>
    <message>
        <source>NUMA node(s)</source>
        <translation>nodo/i NUMA</translation>
    </message>
    <message>
        <source>&lt;p&gt;Preemption likelihood &lt;b&gt;high&lt;/b&gt;: small single-VM types are the first to be reclaimed. Fine for experiments and serving replicas that restart; checkpoint often.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Probabilità di prerilascio &lt;b&gt;alta&lt;/b&gt;: i tipi piccoli a VM singola sono i primi a essere recuperati. Adatti a esperimenti e a repliche di serving che si riavviano; salva spesso i checkpoint.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;Preemption likelihood &lt;b&gt;medium&lt;/b&gt;.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Probabilità di prerilascio &lt;b&gt;media&lt;/b&gt;.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;Preemption likelihood &lt;b&gt;low&lt;/b&gt;: larger VMs are reclaimed least often.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Probabilità di prerilascio &lt;b&gt;bassa&lt;/b&gt;: le VM più grandi vengono recuperate meno spesso.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;The docs give no preemption likelihood for this type.&lt;/p&gt;</source>
        <translation>&lt;p&gt;La documentazione non indica la probabilità di prerilascio per questo tipo.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>slices of up to %1 chips in %2 mode</source>
        <translation>sezioni TPU fino a %1 chip in modalità %2</translation>
    </message>
    <message>
        <source>Multislice supported</source>
        <translation>Multislice supportato</translation>
    </message>
    <message>
        <source>no Multislice</source>
        <translation>nessun Multislice</translation>
    </message>
    <message>
        <source>needs GKE %1 or later</source>
        <translation>richiede GKE %1 o successiva</translation>
    </message>
    <message>
        <source>multi-host slices are placed by a workload policy (exported)</source>
        <translation>le sezioni multi-host sono posizionate da una policy del carico di lavoro (esportata)</translation>
    </message>
    <message>
        <source>multi-host slices are placed by --tpu-topology</source>
        <translation>le sezioni multi-host sono posizionate da --tpu-topology</translation>
    </message>
    <message>
        <source>status %1</source>
        <translation>stato %1</translation>
    </message>
    <message>
        <source>&lt;p&gt;Per chip: %1 bf16 TFLOPS, %2 GiB HBM at %3 GB/s, ICI %4 GB/s.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Per chip: %1 TFLOPS bf16, %2 GiB di HBM a %3 GB/s, ICI %4 GB/s.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>sconosciuto</translation>
    </message>
    <message>
        <source>Machine types</source>
        <translation>Tipi di macchina</translation>
    </message>
    <message>
        <source>Machine type details</source>
        <translation>Dettagli del tipo di macchina</translation>
    </message>
</context>
<context>
    <name>tpu::ui::VersionTableModel</name>
    <message>
        <source>not given</source>
        <translation>non indicato</translation>
    </message>
    <message>
        <source>from </source>
        <translation>da </translation>
    </message>
    <message>
        <source>Uncertain: %1</source>
        <translation>Incerto: %1</translation>
    </message>
    <message>
        <source>%1 per chip-hour in %2, as of %3%4</source>
        <translation>%1 per chip all&apos;ora in %2, al %3%4</translation>
    </message>
    <message>
        <source> (the lowest listed; the plan&apos;s region has no price)</source>
        <translation> (il più basso in elenco; la regione del piano non ha un prezzo)</translation>
    </message>
    <message>
        <source>The docs give no preemption likelihood for this machine type.</source>
        <translation>La documentazione non indica la probabilità di prerilascio per questo tipo di macchina.</translation>
    </message>
    <message>
        <source>Version</source>
        <translation>Versione</translation>
    </message>
    <message>
        <source>Machine type</source>
        <translation>Tipo di macchina</translation>
    </message>
    <message>
        <source>Chips/VM</source>
        <translation>Chip/VM</translation>
    </message>
    <message>
        <source>vCPU</source>
        <translation>vCPU</translation>
    </message>
    <message>
        <source>Memory GiB</source>
        <translation>Memoria GiB</translation>
    </message>
    <message>
        <source>NUMA</source>
        <translation>NUMA</translation>
    </message>
    <message>
        <source>Max chips</source>
        <translation>Chip max</translation>
    </message>
    <message>
        <source>Preemption</source>
        <translation>Prerilascio</translation>
    </message>
    <message>
        <source>On-demand $</source>
        <translation>On demand $</translation>
    </message>
    <message>
        <source>Spot $</source>
        <translation>Spot $</translation>
    </message>
    <message>
        <source>bf16 TFLOPS</source>
        <translation>TFLOPS bf16</translation>
    </message>
    <message>
        <source>HBM GiB</source>
        <translation>HBM GiB</translation>
    </message>
    <message>
        <source>How likely the docs say a VM of this type is preempted (high, medium, low).</source>
        <translation>Quanto è probabile, secondo la documentazione, che una VM di questo tipo venga prerilasciata (alta, media, bassa).</translation>
    </message>
    <message>
        <source>%1 per chip-hour (list price).</source>
        <translation>%1 per chip all&apos;ora (prezzo di listino).</translation>
    </message>
    <message>
        <source>Per chip.</source>
        <translation>Per chip.</translation>
    </message>
    <message>
        <source>The largest slice of this accelerator in this mode.</source>
        <translation>La sezione TPU più grande di questo acceleratore in questa modalità.</translation>
    </message>
    <message>
        <source>high</source>
        <translation>alta</translation>
    </message>
    <message>
        <source>medium</source>
        <translation>media</translation>
    </message>
    <message>
        <source>low</source>
        <translation>bassa</translation>
    </message>
</context>
<context>
    <name>tpu::ui::ZoneAdvicePanel</name>
    <message>
        <source>Google&apos;s advice: where and when</source>
        <translation>Il consiglio di Google: dove e quando</translation>
    </message>
    <message>
        <source>The first day (UTC) the calendar-mode reservation may start; Google looks for a start in the 14 days from it.</source>
        <translation>Il primo giorno (UTC) in cui la prenotazione in modalità calendario può iniziare; Google cerca un inizio nei 14 giorni da quel giorno.</translation>
    </message>
    <message>
        <source> days</source>
        <translation> giorni</translation>
    </message>
    <message>
        <source>How long the reservation lasts: 1 to 90 days.</source>
        <translation>Quanto dura la prenotazione: da 1 a 90 giorni.</translation>
    </message>
    <message>
        <source>Batch</source>
        <translation>Batch</translation>
    </message>
    <message>
        <source>Serving</source>
        <translation>Serving</translation>
    </message>
    <message>
        <source>Ask &amp;Again</source>
        <translation>Chie&amp;di di nuovo</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annulla</translation>
    </message>
    <message>
        <source>Google&apos;s advice per zone</source>
        <translation>Il consiglio di Google per zona</translation>
    </message>
    <message>
        <source>Double-click a zone to choose it. Hover a row for Google&apos;s words.</source>
        <translation>Fai doppio clic su una zona per sceglierla. Passa sopra una riga per le parole di Google.</translation>
    </message>
    <message>
        <source>no project is named (the plan&apos;s project, or the key&apos;s)</source>
        <translation>non è indicato alcun progetto (quello del piano o quello della chiave)</translation>
    </message>
    <message>
        <source>the project &quot;%1&quot; %2</source>
        <translation>il progetto &quot;%1&quot; %2</translation>
    </message>
    <message>
        <source>Connecting…</source>
        <translation>Connessione in corso…</translation>
    </message>
    <message>
        <source>Not connected (File ▸ Connect Project…)</source>
        <translation>Non connesso (File ▸ Connetti progetto…)</translation>
    </message>
    <message>
        <source>Not asked: %1</source>
        <translation>Non chiesto: %1</translation>
    </message>
    <message>
        <source>Cancelled (Ask Again asks Google)</source>
        <translation>Annullato (Chiedi di nuovo chiede a Google)</translation>
    </message>
    <message>
        <source>Not asked yet</source>
        <translation>Non ancora chiesto</translation>
    </message>
    <message>
        <source>Asking Google…</source>
        <translation>Richiesta a Google in corso…</translation>
    </message>
    <message>
        <source>The catalog does not list this zone for %1 in %2 mode.</source>
        <translation>Il catalogo non elenca questa zona per %1 in modalità %2.</translation>
    </message>
    <message>
        <source>Not connected: Google&apos;s advice is asked only of a connected project (File ▸ Connect Project…). The zones below are the catalog&apos;s.</source>
        <translation>Non connesso: il consiglio di Google si chiede solo a un progetto connesso (File ▸ Connetti progetto…). Le zone qui sotto sono quelle del catalogo.</translation>
    </message>
    <message>
        <source>%1 chips (%2, %3) for %4 days starting between %5 and %6</source>
        <translation>%1 chip (%2, %3) per %4 giorni con inizio tra il %5 e il %6</translation>
    </message>
    <message>
        <source>Asking Google (project %1) about %2…</source>
        <translation>Richiesta a Google (progetto %1) per %2…</translation>
    </message>
    <message>
        <source>Asked project %1 at %2: calendar-mode advice for %3.</source>
        <translation>Chiesto al progetto %1 alle %2: consiglio in modalità calendario per %3.</translation>
    </message>
    <message numerus="yes">
        <source>%n region(s) could not be asked; hover a zone for why.</source>
        <translation>
            <numerusform>Non è stato possibile chiedere a %n regione; passa sopra una zona per il motivo.</numerusform>
            <numerusform>Non è stato possibile chiedere a %n regioni; passa sopra una zona per il motivo.</numerusform>
        </translation>
    </message>
    <message>
        <source>Calendar mode from:</source>
        <translation>Modalità calendario dal:</translation>
    </message>
    <message>
        <source>Lasting:</source>
        <translation>Durata:</translation>
    </message>
    <message>
        <source>Ask Google again now, not the answer kept for this session.</source>
        <translation>Chiedi di nuovo a Google ora, non la risposta conservata per questa sessione.</translation>
    </message>
</context>
<context>
    <name>tpu::ui::ZonePage</name>
    <message>
        <source>Each TPU type exists only in some zones; the cluster and its TPU node pools must be in one of them.</source>
        <translation>Ogni tipo di TPU esiste solo in alcune zone; il cluster e i suoi pool di nodi TPU devono trovarsi in una di esse.</translation>
    </message>
    <message>
        <source>Location</source>
        <translation>Località</translation>
    </message>
    <message>
        <source>Regions with at least one zone that offers the chosen TPU in this mode.</source>
        <translation>Regioni con almeno una zona che offre la TPU scelta in questa modalità.</translation>
    </message>
    <message>
        <source>&amp;Region:</source>
        <translation>&amp;Regione:</translation>
    </message>
    <message>
        <source>&amp;Zone:</source>
        <translation>&amp;Zona:</translation>
    </message>
    <message>
        <source>GKE version</source>
        <translation>Versione GKE</translation>
    </message>
    <message>
        <source>e.g. 1.32.1-gke.1000000 (empty: the release channel&apos;s default)</source>
        <translation>es. 1.32.1-gke.1000000 (vuoto: la predefinita del canale di rilascio)</translation>
    </message>
    <message>
        <source>The cluster&apos;s GKE version, checked against the TPU&apos;s minimum for the mode. Give the full version to be sure.</source>
        <translation>La versione GKE del cluster, verificata rispetto alla minima della TPU per la modalità. Indica la versione completa per averne la certezza.</translation>
    </message>
    <message>
        <source>GKE default</source>
        <translation>Predefinito di GKE</translation>
    </message>
    <message>
        <source>&amp;Cluster version:</source>
        <translation>V&amp;ersione del cluster:</translation>
    </message>
    <message>
        <source>Release c&amp;hannel:</source>
        <translation>&amp;Canale di rilascio:</translation>
    </message>
    <message>
        <source>Choose a TPU version and machine type first (step 2): the zones depend on them.</source>
        <translation>Scegli prima una versione TPU e un tipo di macchina (passaggio 2): le zone dipendono da questi.</translation>
    </message>
    <message>
        <source>%1 in %2 mode: %3 zone(s) in %4 region(s)%5.</source>
        <translation>%1 in modalità %2: zone: %3, regioni: %4%5.</translation>
    </message>
    <message>
        <source>; %1 of the zones are not confirmed (?)</source>
        <translation>; %1 delle zone non sono confermate (?)</translation>
    </message>
    <message>
        <source>Not confirmed: %1</source>
        <translation>Non confermato: %1</translation>
    </message>
    <message>
        <source>%1 (does not offer this TPU)</source>
        <translation>%1 (non offre questa TPU)</translation>
    </message>
    <message>
        <source>%1 (not a release channel)</source>
        <translation>%1 (non è un canale di rilascio)</translation>
    </message>
    <message>
        <source>Minimum for %1 in %2 mode: %3.</source>
        <translation>Minima per %1 in modalità %2: %3.</translation>
    </message>
    <message>
        <source>The minimum GKE version depends on the TPU version (step 2).</source>
        <translation>La versione GKE minima dipende dalla versione TPU (passaggio 2).</translation>
    </message>
    <message>
        <source>Every zone that offers the chosen TPU in this mode, by region; choosing one sets the region. Zones marked (?) come from sources the catalog could not confirm; hover an entry for why.</source>
        <translation>Tutte le zone che offrono la TPU scelta in questa modalità, raggruppate per regione; sceglierne una imposta la regione. Le zone contrassegnate con (?) provengono da fonti che il catalogo non ha potuto confermare; passa il mouse su una voce per sapere perché.</translation>
    </message>
</context>
</TS>
