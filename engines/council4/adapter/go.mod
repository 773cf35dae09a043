module rulings.local/council4

go 1.26
