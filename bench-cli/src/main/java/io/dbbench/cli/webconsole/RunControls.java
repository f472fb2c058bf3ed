package io.dbbench.cli.webconsole;

/** What the page's buttons do to the run: stop it as Ctrl-C does, change its users. */
interface RunControls {
    /** Ends the run early; its results so far are written, as after Ctrl-C. */
    void stop();

    /**
     * Sets the users the run has active.
     *
     * @return null when done, else why not (one line for the page)
     */
    String setUsers(int users);

    /** Why this run's users cannot change (an open-loop run, a capacity search), or null when they can. */
    String usersFixedBecause();

    /** The users active now, or -1 when not known. */
    int activeUsers();
}
