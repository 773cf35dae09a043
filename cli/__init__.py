"""The command-line shell over the rulings library (console script ``rulings``)."""
