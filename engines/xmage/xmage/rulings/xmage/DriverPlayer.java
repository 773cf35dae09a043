package rulings.xmage;

import java.io.Serializable;
import java.util.List;
import java.util.Map;
import java.util.UUID;

import mage.abilities.Ability;
import mage.abilities.TriggeredAbility;
import mage.cards.Cards;
import mage.choices.Choice;
import mage.constants.MultiAmountType;
import mage.constants.Outcome;
import mage.game.Game;
import mage.game.combat.CombatGroup;
import mage.game.permanent.Permanent;
import mage.util.MultiAmountMessage;
import mage.target.Target;
import mage.target.TargetCard;
import mage.constants.RangeOfInfluence;
import mage.player.ai.ComputerPlayer;

/**
 * An XMage player whose every choice is asked over the wire: priority, targets, choices,
 * "may" questions, trigger order, attackers and blockers all go to {@link XMageBackend}, which
 * blocks XMage's game thread until the suite answers. It extends XMage's ComputerPlayer (as
 * Mage.Tests' TestComputerPlayer does) for its plumbing, such as paying mana costs from the
 * pool; every choice the AI would make is overridden here.
 */
public class DriverPlayer extends ComputerPlayer {
    final transient XMageBackend driver;

    public DriverPlayer(String name, XMageBackend driver) {
        super(name, RangeOfInfluence.ALL);
        this.driver = driver;
    }

    public DriverPlayer(final DriverPlayer player) {
        super(player);
        this.driver = player.driver;
    }

    @Override
    public DriverPlayer copy() {
        return new DriverPlayer(this);
    }

    /**
     * Every reveal of this player's (the other overloads come here): logged as a revealed event
     * with the cards' names in the order XMage holds them (CR 701.20a). A reveal that only
     * updates a window XMage already shows (postToLog false) is not a new reveal.
     */
    @Override
    public void revealCards(Ability source, String titleSuffix, Cards cards, Game game, boolean postToLog) {
        if (postToLog && cards != null && !cards.isEmpty()) {
            EventLog log = game.getState().getWatcher(EventLog.class);
            if (log != null) {
                StringBuilder names = new StringBuilder();
                for (mage.cards.Card card : cards.getCards(game)) {
                    names.append(names.length() == 0 ? "" : ", ").append(card.getName());
                }
                log.revealed(getId(), names.toString());
            }
        }
        super.revealCards(source, titleSuffix, cards, game, postToLog);
    }

    /**
     * A triggered ability this player controls that XMage does not put on the stack because none
     * of its targets can be chosen (PlayerImpl.triggerAbility, CR 603.3d): logged as removed from
     * the stack. XMage fires no event for it.
     */
    @Override
    public boolean triggerAbility(TriggeredAbility triggeredAbility, Game game) {
        boolean put = super.triggerAbility(triggeredAbility, game);
        if (!put && triggeredAbility != null && triggeredAbility.isUsesStack()) {
            TriggeredAbility probe = triggeredAbility.copy();
            probe.adjustTargets(game);
            EventLog log = game.getState().getWatcher(EventLog.class);
            if (log != null && !probe.getTargets().isEmpty() && !probe.canChooseTarget(game, getId())) {
                log.removed(getId(), EventLog.namer.stackLabel(new mage.game.stack.StackAbility(probe, getId()), game));
            }
        }
        return put;
    }

    @Override
    public boolean priority(Game game) {
        return driver.priority(this, game);
    }

    @Override
    public boolean chooseUse(Outcome outcome, String message, Ability source, Game game) {
        return driver.chooseUse(this, message, null, null, null, source, game);
    }

    @Override
    public boolean chooseUse(Outcome outcome, String message, String secondMessage, String trueText,
                             String falseText, Ability source, Game game) {
        return driver.chooseUse(this, message, secondMessage, trueText, falseText, source, game);
    }

    @Override
    public boolean choose(Outcome outcome, Choice choice, Game game) {
        return driver.choose(this, choice, game);
    }

    @Override
    public boolean choose(Outcome outcome, Target target, Ability source, Game game) {
        return driver.chooseTarget(this, outcome, target, null, source, game, false);
    }

    @Override
    public boolean choose(Outcome outcome, Target target, Ability source, Game game, Map<String, Serializable> options) {
        return driver.chooseTarget(this, outcome, target, null, source, game, false);
    }

    @Override
    public boolean choose(Outcome outcome, Cards cards, TargetCard target, Ability source, Game game) {
        return driver.chooseTarget(this, outcome, target, cards, source, game, false);
    }

    @Override
    public boolean chooseTarget(Outcome outcome, Target target, Ability source, Game game) {
        return driver.chooseTarget(this, outcome, target, null, source, game, true);
    }

    @Override
    public boolean chooseTarget(Outcome outcome, Cards cards, TargetCard target, Ability source, Game game) {
        return driver.chooseTarget(this, outcome, target, cards, source, game, true);
    }

    @Override
    public TriggeredAbility chooseTriggeredAbility(List<TriggeredAbility> abilities, Game game) {
        return driver.chooseTriggeredAbility(this, abilities, game);
    }

    @Override
    public void selectAttackers(Game game, UUID attackingPlayerId) {
        driver.selectAttackers(this, game);
    }

    @Override
    public void selectBlockers(Ability source, Game game, UUID defendingPlayerId) {
        driver.selectBlockers(this, game, defendingPlayerId);
    }

    /**
     * A blocked attacker's combat damage (CR 510.1c-d): the division its controller answered in
     * the assign-combat-damage decision (XMageBackend asks it as the step before the combat
     * damage step ends, see divisionsAhead); without one, the protocol's default division
     * (docs/PROTOCOL.md): lethal damage to each blocker in the order they blocked, the rest to the
     * last one, or with trample to the player. Other multi-amount questions: XMage's own AI.
     */
    @Override
    public List<Integer> getMultiAmountWithIndividualConstraints(Outcome outcome, List<MultiAmountMessage> messages,
                                                               int totalMin, int totalMax, MultiAmountType type, Game game) {
        if (type != null && type.getTitle().startsWith("Assign combat damage") && game.getCombat() != null) {
            boolean trample = type.getTitle().contains("trample");
            for (CombatGroup group : game.getCombat().getGroups()) {
                List<UUID> blockers = group.getBlockers();
                if (group.getAttackers().size() != 1 || blockers.size() != messages.size()) {
                    continue;
                }
                Permanent attacker = game.getPermanent(group.getAttackers().get(0));
                boolean match = attacker != null && type.getHeader().contains(attacker.getLogName());
                for (int i = 0; match && i < blockers.size(); i++) {
                    Permanent b = game.getPermanent(blockers.get(i));
                    match = b != null && messages.get(i).message.startsWith(b.getLogName());
                }
                if (!match) {
                    continue;
                }
                List<Integer> planned = driver.plannedDamage(attacker.getId());
                if (planned != null && planned.size() == messages.size()) {
                    return planned;
                }
                List<Integer> amounts = new java.util.ArrayList<>();
                int left = totalMax;
                for (UUID id : blockers) {
                    int lethal = Math.min(left, game.getPermanent(id).getLethalDamage(attacker.getId(), game));
                    amounts.add(lethal);
                    left -= lethal;
                }
                if (!trample) {
                    amounts.set(amounts.size() - 1, amounts.get(amounts.size() - 1) + left);
                }
                return amounts;
            }
        }
        return super.getMultiAmountWithIndividualConstraints(outcome, messages, totalMin, totalMax, type, game);
    }
}
