"""JupyterLab's own words that its Italian language pack leaves in English, in Italian (issue 33).

``jupyterlab-language-pack-it-IT`` (every 4.x release, 4.5.post3 included) translates about 460
of the 1,400 strings of JupyterLab 4.5: not the menu bar (File, Edit, View… are labels of the
settings' schemas, context ``menu``, which it lacks), not the restart dialog, not a Kernel menu
item made of two commands ("Restart Kernel and Run All Cells…" is "%1 and %2" of two labels,
hence «Riavvia Kernel and Esegui Tutte le Celle…»).  ``make lab`` adds these words to a copy of the
pack (:func:`kit.tools.lab.language_pack`); the pack's own translations are kept where it has one.
The Italian follows the pack's usage (capitals in menu items, "Kernel", "Cella", "Output").

:data:`WORDS` maps JupyterLab's text (``(context, msgid)``, the context ``""`` for none) to the
Italian: a string, or for a count's text (JupyterLab's ``_n``) the pair (one, more).  Not a catalogue of the kit's (no ``CATALOGUE``): :mod:`kit.i18n` leaves it out.
"""

WORDS: dict[tuple[str, str], str | tuple[str, str]] = {
    # the menu bar and its submenus (the settings' schemas, translated by the server)
    ("menu", "File"): "File",
    ("menu", "Edit"): "Modifica",
    ("menu", "View"): "Visualizza",
    ("menu", "Run"): "Esegui",
    ("menu", "Kernel"): "Kernel",
    ("menu", "Tabs"): "Schede",
    ("menu", "Settings"): "Impostazioni",
    ("menu", "Help"): "Aiuto",
    ("menu", "New"): "Nuovo",
    ("menu", "Appearance"): "Aspetto",
    ("menu", "Open Recent"): "Apri Recenti",
    ("menu", "Save and Export Notebook As"): "Salva ed Esporta il Notebook Come",
    ("menu", "Workspaces"): "Aree di Lavoro",
    ("menu", "Theme"): "Tema",
    ("menu", "Language"): "Lingua",
    # two commands in one menu item: "Restart Kernel and Run All Cells…"
    ("", "%1 and %2"): "%1 e %2",
    # the Kernel menu and the restart dialog
    ("", "Restart Kernel"): "Riavvia Kernel",
    ("", "Clear Outputs of All Cells"): "Cancella gli Output di Tutte le Celle",
    ("", "Restart Kernel and Clear Outputs of All Cells…"): "Riavvia Kernel e Cancella gli Output di Tutte le Celle…",
    ("", "Restart the kernel and clear all outputs of all cells"): "Riavvia il kernel e cancella gli output di tutte le celle",
    ("", "Restart the kernel and run all cells"): "Riavvia il kernel ed esegui tutte le celle",
    ("", "Restart Kernel and Debug…"): "Riavvia Kernel e Avvia il Debugger…",
    ("", "Do you want to restart the kernel of %1? All variables will be lost."):
        "Vuoi riavviare il kernel di %1? Tutte le variabili andranno perse.",
    ("", "Cancel Kernel Restart"): "Annulla il Riavvio del Kernel",
    ("", "Confirm Kernel Restart"): "Conferma il Riavvio del Kernel",
    ("", "Do not ask me again."): "Non chiederlo più.",
    ("", "If checked, the kernel will restart without confirmation prompt in the future; you can change this "
         "back in the settings."):
        "Se è spuntato, d'ora in poi il kernel si riavvia senza chiedere conferma; si può cambiare nelle impostazioni.",
    ("", "Restarting"): "Riavvio in corso",
    ("", "Autorestarting"): "Riavvio automatico",
    ("", "Start Kernel"): "Avvia Kernel",
    ("", "Use No Kernel"): "Nessun Kernel",
    ("", "Unknown Kernel"): "Kernel sconosciuto",
    ("", "Kernel status: %1"): "Stato del kernel: %1",
    ("", "Kernel: %1"): "Kernel: %1",
    ("", "Close and Shut Down Notebook…"): "Chiudi e Arresta il Notebook…",
    ("", "Save File As…"): "Salva File con Nome…",
    ("", "Rename file"): "Rinomina il file",
    ("", "Idle"): "Inattivo",
    ("", "Busy"): "Occupato",
    ("", "Starting"): "Avvio in corso",
    ("", "Connecting"): "Connessione in corso",
    # the Run menu
    ("", "Run Selected Cell"): ("Esegui la Cella Selezionata", "Esegui le Celle Selezionate"),
    ("", "Run Selected Cell and Insert Below"): ("Esegui la Cella Selezionata e Inserisci Sotto",
                                                 "Esegui le Celle Selezionate e Inserisci Sotto"),
    ("", "Run Selected Cell and Do not Advance"): ("Esegui la Cella Selezionata senza Avanzare",
                                                   "Esegui le Celle Selezionate senza Avanzare"),
    # the Edit menu
    ("", "Cut Cell"): ("Taglia Cella", "Taglia Celle"),
    ("", "Copy Cell"): ("Copia Cella", "Copia Celle"),
    ("", "Paste Cell Below"): ("Incolla Cella Sotto", "Incolla Celle Sotto"),
    ("", "Paste Cell Above"): ("Incolla Cella Sopra", "Incolla Celle Sopra"),
    ("", "Paste Cell and Replace"): ("Incolla Cella e Sostituisci", "Incolla Celle e Sostituisci"),
    ("", "Delete Cell"): ("Elimina Cella", "Elimina Celle"),
    ("", "Move Cell Up"): ("Sposta Cella Su", "Sposta Celle Su"),
    ("", "Move Cell Down"): ("Sposta Cella Giù", "Sposta Celle Giù"),
    ("", "Duplicate Cell Below"): ("Duplica Cella Sotto", "Duplica Celle Sotto"),
    ("", "Merge Cell Above"): "Unisci alla Cella Sopra",
    ("", "Merge Cell Below"): "Unisci alla Cella Sotto",
    ("", "Clear Cell Output"): "Cancella l'Output della Cella",
    # the File menu
    ("", "Open from URL…"): "Apri da URL…",
    ("", "Revert Notebook to Checkpoint…"): "Ripristina il Notebook al Checkpoint…",
    ("", "Rename Notebook…"): "Rinomina Notebook…",
    ("", "Duplicate Notebook"): "Duplica Notebook",
    ("", "Print…"): "Stampa…",
    # the View, Settings and Help menus, the file browser
    ("", "Sessions and Tabs"): "Sessioni e Schede",
    ("", "Show Notifications"): "Mostra le Notifiche",
    ("", "Show Hidden Files"): "Mostra i File Nascosti",
    ("", "Settings Editor"): "Editor delle Impostazioni",
    ("", "Show Keyboard Shortcuts…"): "Mostra le Scorciatoie da Tastiera…",
    ("", "Licenses"): "Licenze",
    ("", "Modified"): "Modificato",
    ("", "File Size"): "Dimensione",
    ("", "Refresh the file browser."): "Aggiorna l'elenco dei file.",
}
