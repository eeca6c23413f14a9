<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="it_IT">
<context>
    <name>QObject</name>
    <message>
        <source>Sources:</source>
        <translation>Fonti:</translation>
    </message>
    <message>
        <source>every value</source>
        <translation>ogni valore</translation>
    </message>
    <message>
        <source>Not confirmed:</source>
        <translation>Non confermato:</translation>
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
        <source>Note</source>
        <translation>Nota</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>sconosciuto</translation>
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
</context>
<context>
    <name>tpu::ui::MainWindow</name>
    <message>
        <source>Dismiss</source>
        <translation>Chiudi</translation>
    </message>
    <message>
        <source>Hide this note.</source>
        <translation>Nascondi questa nota.</translation>
    </message>
    <message>
        <source>Findings</source>
        <translation>Segnalazioni</translation>
    </message>
    <message>
        <source>Catalog %1 (%2) — %3</source>
        <translation>Catalogo %1 (%2) — %3</translation>
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
        <translation>&amp;Esci</translation>
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
        <translation>S&amp;curo</translation>
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
        <source>%1[*] — TPU Planner</source>
        <translation>%1[*] — TPU Planner</translation>
    </message>
    <message>
        <source>&lt;b&gt;Your change on the %1 step also changed:&lt;/b&gt;&lt;br&gt;%2</source>
        <translation>&lt;b&gt;La modifica al passaggio %1 ha cambiato anche:&lt;/b&gt;&lt;br&gt;%2</translation>
    </message>
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
        <source>The plan has errors, so nothing was exported. Fix them first: the Findings panel lists them (F9).</source>
        <translation>Il piano contiene errori, quindi non è stato esportato nulla. Correggili prima: il riquadro Segnalazioni li elenca (F9).</translation>
    </message>
    <message>
        <source>%1 already has %2. Replace?</source>
        <translation>%1 contiene già %2. Sostituire?</translation>
    </message>
    <message>
        <source>%1 in %2 is from an earlier export; this plan does not produce it. Remove it, so that applying the folder does not apply it?</source>
        <translation>%1 in %2 proviene da un&apos;esportazione precedente e questo piano non lo produce. Rimuoverlo, così che applicando la cartella non venga applicato?</translation>
    </message>
    <message>
        <source>Export stopped: %1.</source>
        <translation>Esportazione interrotta: %1.</translation>
    </message>
    <message>
        <source>Exported %1 to %2.</source>
        <translation>Esportati %1 in %2.</translation>
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
        <source>&amp;Clear List</source>
        <translation>&amp;Svuota elenco</translation>
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
        <source>&amp;Autopilot (recommended by Google&apos;s planning guide)</source>
        <translation>&amp;Autopilot (consigliata dalla guida alla pianificazione di Google)</translation>
    </message>
    <message>
        <source>&amp;Standard</source>
        <translation>&amp;Standard</translation>
    </message>
    <message>
        <source>GKE creates, scales and removes TPU nodes from the workload&apos;s nodeSelectors (accelerator and topology). You manage no node pools. The export holds the workload manifests and, for a new cluster, one gcloud command that creates it.</source>
        <translation>GKE crea, scala e rimuove i nodi TPU in base ai nodeSelector del carico di lavoro (acceleratore e topologia). Non gestisci alcun pool di nodi. L&apos;esportazione contiene i manifest del carico di lavoro e, per un nuovo cluster, un comando gcloud che lo crea.</translation>
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
        <source>Create a ne&amp;w cluster (clear to add TPUs to an existing one)</source>
        <translation>Crea un nuo&amp;vo cluster (deseleziona per aggiungere TPU a uno esistente)</translation>
    </message>
    <message>
        <source>Cluster na&amp;me:</source>
        <translation>No&amp;me del cluster:</translation>
    </message>
    <message>
        <source>&amp;Project ID:</source>
        <translation>ID &amp;progetto:</translation>
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
        <translation>Avvio &amp;flessibile</translation>
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
        <translation>No&amp;me della prenotazione:</translation>
    </message>
    <message>
        <source>Reservation pro&amp;ject:</source>
        <translation>Pro&amp;getto della prenotazione:</translation>
    </message>
    <message>
        <source>Autoscaling</source>
        <translation>Scalabilità automatica</translation>
    </message>
    <message>
        <source>Node pool &amp;autoscaling</source>
        <translation>Scalabilità &amp;automatica del pool di nodi</translation>
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
        <translation>Nodi m&amp;inimi:</translation>
    </message>
    <message>
        <source>Ma&amp;ximum nodes:</source>
        <translation>Nodi ma&amp;ssimi:</translation>
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
        <translation>Esclusione di manu&amp;tenzione</translation>
    </message>
    <message>
        <source>A window in which GKE does no automatic maintenance on the cluster.</source>
        <translation>Un periodo in cui GKE non esegue la manutenzione automatica del cluster.</translation>
    </message>
    <message>
        <source>&amp;Extended run time (Autopilot)</source>
        <translation>T&amp;empo di esecuzione esteso (Autopilot)</translation>
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
        <translation>Metti in &amp;coda con Kueue</translation>
    </message>
    <message>
        <source>Export a ResourceFlavor, ClusterQueue and LocalQueue, and label the workload for the queue.</source>
        <translation>Esporta ResourceFlavor, ClusterQueue e LocalQueue ed etichetta il carico di lavoro per la coda.</translation>
    </message>
    <message>
        <source>Priorit&amp;y class:</source>
        <translation>Classe di priori&amp;tà:</translation>
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
        <translation>Nome del carico di la&amp;voro:</translation>
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
        <translation>Ti&amp;po:</translation>
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
        <translation>Disco aggiuntivo su o&amp;gni VM TPU</translation>
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
        <source>Autopilot scales TPU nodes itself; node pool autoscaling is a Standard setting.</source>
        <translation>Autopilot scala da sé i nodi TPU; la scalabilità automatica del pool di nodi è un&apos;impostazione della modalità Standard.</translation>
    </message>
    <message>
        <source>Let GKE add and remove nodes of each slice&apos;s node pool.</source>
        <translation>Consenti a GKE di aggiungere e rimuovere nodi nel pool di nodi di ogni sezione TPU.</translation>
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
        <source>The allowed range depends on the topology (step 4).</source>
        <translation>L&apos;intervallo consentito dipende dalla topologia (passaggio 4).</translation>
    </message>
    <message>
        <source>%1 (not supported)</source>
        <translation>%1 (non supportato)</translation>
    </message>
</context>
<context>
    <name>tpu::ui::PlanDocument</name>
    <message>
        <source>Untitled plan</source>
        <translation>Piano senza titolo</translation>
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
        <source>&lt;p&gt;The plan does not describe a complete slice yet.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Il piano non descrive ancora una sezione TPU completa.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>sconosciuto</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Slice&lt;/h3&gt;</source>
        <translation>&lt;h3&gt;Sezione TPU&lt;/h3&gt;</translation>
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
        <source>VMs (nodes) per slice</source>
        <translation>VM (nodi) per sezione</translation>
    </message>
    <message>
        <source>Chips per VM (google.com/tpu)</source>
        <translation>Chip per VM (google.com/tpu)</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Totals&lt;/h3&gt;</source>
        <translation>&lt;h3&gt;Totali&lt;/h3&gt;</translation>
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
        <source>&lt;h3&gt;Quota needed&lt;/h3&gt;</source>
        <translation>&lt;h3&gt;Quota necessaria&lt;/h3&gt;</translation>
    </message>
    <message>
        <source>unknown metric</source>
        <translation>metrica sconosciuta</translation>
    </message>
    <message>
        <source> in %1 %2</source>
        <translation> in %1 %2</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Cost&lt;/h3&gt;</source>
        <translation>&lt;h3&gt;Costo&lt;/h3&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;The catalog has no price for %1 in %2: the cost is unknown.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Il catalogo non ha un prezzo per %1 in %2: il costo è sconosciuto.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>this region</source>
        <translation>questa regione</translation>
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
        <source>&lt;p&gt;&lt;small&gt;%1, %2 per chip-hour, as of %3. Values marked (?) are uncertain: hover for why.&lt;/small&gt;&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;small&gt;%1, %2 per chip all&apos;ora, al %3. I valori contrassegnati con (?) sono incerti: passa il mouse per sapere perché.&lt;/small&gt;&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Findings&lt;/h3&gt;&lt;p&gt;None: the plan passes every rule.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Segnalazioni&lt;/h3&gt;&lt;p&gt;Nessuna: il piano rispetta tutte le regole.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Findings&lt;/h3&gt;</source>
        <translation>&lt;h3&gt;Segnalazioni&lt;/h3&gt;</translation>
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
        <translation>Topologie e&amp;lencate:</translation>
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
        <source>Above %1 chips, any A×B×C with each dimension a multiple of %2, A ≤ B ≤ C, up to %3 (%4 chips). Uses %5. Checked as you type.</source>
        <translation>Oltre %1 chip, qualsiasi A×B×C con ogni dimensione multipla di %2, A ≤ B ≤ C, fino a %3 (%4 chip). Usa %5. Verificata durante la digitazione.</translation>
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
        <source>✖ %1</source>
        <translation>✖ %1</translation>
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
        <translation>Collegamenti &amp;ICI</translation>
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
        <source>Chip (%1, %2, %3)
VM %4 of %5 (planner&apos;s numbering)
Slice %6 of %7</source>
        <translation>Chip (%1, %2, %3)
VM %4 di %5 (numerazione del planner)
Sezione %6 di %7</translation>
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
        <translation>%1 × %2 × %3 chip · VM per sezione: %4 da %5 chip · sezioni: %6</translation>
    </message>
    <message>
        <source> · layer z = %1</source>
        <translation> · livello z = %1</translation>
    </message>
    <message>
        <source> · dashed stubs: wraparound links</source>
        <translation> · tratti spezzati: collegamenti di ritorno</translation>
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
        <source>Zones marked (?) come from sources the catalog could not confirm; hover an entry for why.</source>
        <translation>Le zone contrassegnate con (?) provengono da fonti che il catalogo non ha potuto confermare; passa il mouse su una voce per sapere perché.</translation>
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
        <source>Cluster v&amp;ersion:</source>
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
</context>
</TS>
